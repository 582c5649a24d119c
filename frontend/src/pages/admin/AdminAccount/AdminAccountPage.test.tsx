import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { fill, preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  apiTokensMock,
  createTokenMock,
  NEW_API_TOKEN,
  revokeTokenMock,
  spreadsheetToken,
  confirmSetupMock,
  RECOVERY_CODES,
  startSetupMock,
  TOTP_SECRET,
  turnOffMock,
  twoFactorStatusMock,
} from './AdminAccount.mock';
import { changePasswordMock, changePasswordRefusedMock } from './AdminAccount.mock';
import { sessionsMock, signOutEverywhereMock } from './Sessions.mock';
import { AdminAccountPage, PASSWORD_CHANGED } from './AdminAccountPage';

const WRONG = {
  field: ['input', 'code'],
  message:
    'That code is not right. Enter the code your authenticator app shows now for this account.',
  code: 'INVALID' as const,
};

vi.setConfig({ testTimeout: 60_000 });
beforeAll(preloadAdminScreens);

const open = (
  mocks: readonly TypedMock[],
  twoFactor = twoFactorStatusMock(false),
  tokens = apiTokensMock(),
) =>
  renderAdminPage(<AdminAccountPage />, {
    path: '/admin/account',
    mocks: [twoFactor, tokens, sessionsMock(), ...mocks],
  });

describe('AdminAccountPage: who is signed in', () => {
  it('names the account and its role', () => {
    open([]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
  });
});

describe('AdminAccountPage: password and sessions', () => {
  it('changes the password, keeps this browser signed in and empties the form', async () => {
    const { session } = open([
      changePasswordMock('prairie-dev-password', 'wheat canola barley'),
      // The Sessions list, read again: the other sessions ended with the old password.
      sessionsMock(),
    ]);
    await fill('Current password', 'prairie-dev-password');
    await fill('New password', 'wheat canola barley');
    await fill('Confirm new password', 'wheat canola barley');
    expect(
      screen.getByText(/At least 12 characters, not the username and not the current password/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PASSWORD_CHANGED.title)).toBeInTheDocument();
    // The answer's new cookie keeps this browser signed in: nothing ends here.
    expect(session.signedOut).not.toHaveBeenCalled();
    expect(session.expire).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('refuses a confirmation that differs, and shows a wrong current password on its field', async () => {
    const { session } = open([
      changePasswordRefusedMock('not-it', 'wheat canola barley', [
        {
          field: ['input', 'currentPassword'],
          message: 'The current password is not correct',
          code: 'INVALID',
        },
      ]),
      sessionsMock(),
    ]);
    await fill('Current password', 'not-it');
    await fill('New password', 'wheat canola barley');
    await fill('Confirm new password', 'wheat canola oats');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The two new passwords are not the same')).toBeInTheDocument();
    await fill('Confirm new password', 'wheat canola barley');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getAllByText('The current password is not correct')).toHaveLength(2),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('wheat canola barley');
    expect(screen.queryByText(PASSWORD_CHANGED.title)).toBeNull();
    expect(session.expire).not.toHaveBeenCalled();
  });

  it('signs out everywhere only after the confirmation', async () => {
    const { session } = open([signOutEverywhereMock()]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByText('Sign out everywhere?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(session.signedOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Sign Out Everywhere',
    )!;
    await userEvent.click(confirm);
    await waitFor(() => expect(session.signedOut).toHaveBeenCalledTimes(1));
  });

  it('sets up two-factor: QR code, the key in text, a code, then the recovery codes once', async () => {
    open([
      startSetupMock(),
      confirmSetupMock('000000', [WRONG]),
      confirmSetupMock('123456'),
      twoFactorStatusMock(true),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TOTP_SECRET)).toBeInTheDocument();
    await fill('Code from the app', '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Factor' }));
    expect(await screen.findByText(WRONG.message)).toBeInTheDocument();
    await fill('Code from the app', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Factor' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RECOVERY_CODES);
    await userEvent.click(screen.getByRole('button', { name: 'I Have Saved My Recovery Codes' }));
    expect(await screen.findByRole('button', { name: 'Turn Off Two-Factor' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns two-factor off with the password', async () => {
    open(
      [turnOffMock('prairie-dev-password'), twoFactorStatusMock(false)],
      twoFactorStatusMock(true),
    );
    const turnOff = await screen.findByRole('button', { name: 'Turn Off Two-Factor' });
    await fill('Password, to turn it off', 'prairie-dev-password');
    await userEvent.click(turnOff);
    expect(
      await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' }),
    ).toBeInTheDocument();
  });

  it('makes an API token, shows it once, and revokes one', async () => {
    open(
      [
        createTokenMock('Nightly export', ['CONTENT']),
        apiTokensMock([spreadsheetToken]),
        revokeTokenMock('7'),
        apiTokensMock([]),
      ],
      twoFactorStatusMock(false),
      apiTokensMock([]),
    );
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await fill('Token name', 'Nightly export');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Contact messages and subscribers' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Settings and administration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make Token' }));
    expect(await screen.findByText(NEW_API_TOKEN)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(list).toHaveTextContent('Field trial sheet');
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke Field trial sheet' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
  });
});
