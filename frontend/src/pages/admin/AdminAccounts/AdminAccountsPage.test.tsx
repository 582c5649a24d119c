import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { fill, preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  editor,
  invitee,
  inviteMock,
  owner,
  resendMock,
  turnOffTwoFactorMock,
  staffAccountsMock,
  updateAccountMock,
  updateAccountRefusedMock,
} from './AdminAccounts.mock';
import {
  ACCOUNT_SAVED,
  AdminAccountsPage,
  INVITATION_SENT,
  TWO_FACTOR_RESET,
} from './AdminAccountsPage';
import { endSessionMock, phoneSession, sessionsMock } from '../AdminAccount/Sessions.mock';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await preloadAdminScreens();
  await import('./AccountEditor');
  await import('./InviteDialog');
  await import('./TurnOffTwoFactorDialog');
});

const open = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminAccountsPage />, { path: '/admin/accounts', mocks });

const LAST_OWNER =
  'The company needs at least one active owner: make another account an owner first.';

describe('AdminAccountsPage', () => {
  it('lists the accounts with their roles, statuses and last sign-in', async () => {
    open([staffAccountsMock()]);
    const table = await screen.findByRole('region', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^admin—OwnerActiveOffNov 20, 2026, 08:30EditSessions$/),
      'Robin Fieldfield-editorrobin.field@example.comEditorActiveOffNeverEditSessions',
    ]);
  });

  it("shows a person's sessions and ends one", async () => {
    open([
      staffAccountsMock(),
      sessionsMock([{ ...phoneSession, current: false }], '2'),
      endSessionMock(phoneSession.id),
      sessionsMock([], '2'),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sessions of field-editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions of field-editor' });
    const list = await within(dialog).findByRole('list', { name: 'Sessions of field-editor' });
    expect(list).toHaveTextContent('Safari on iOS');
    await userEvent.click(
      within(list).getByRole('button', { name: /^End Session: Safari on iOS/ }),
    );
    expect(
      await within(dialog).findByText('No browser is signed in to this account.'),
    ).toBeInTheDocument();
  });

  it('saves a changed name and says so', async () => {
    const input = {
      id: '2',
      name: 'Robin Fields',
      email: 'robin.field@example.com',
      role: 'EDITOR' as const,
      status: 'ACTIVE' as const,
    };
    const { session } = open([
      staffAccountsMock(),
      updateAccountMock(input, { ...editor, name: 'Robin Fields' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field-editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit field-editor' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('robin.field@example.com');
    await fill('Name', 'Robin Fields');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText(ACCOUNT_SAVED)).toBeInTheDocument();
    expect(screen.getByText('field-editor was saved.')).toBeInTheDocument();
    // Another person's account: this session's role is unchanged.
    expect(session.recheck).not.toHaveBeenCalled();
  });

  it('reads the role again after an owner saves their own account', async () => {
    const input = {
      id: '1',
      name: 'Pat Owner',
      email: null,
      role: 'OWNER' as const,
      status: 'ACTIVE' as const,
    };
    const { session } = open([
      staffAccountsMock([owner, editor]),
      updateAccountMock(input, { ...owner, name: 'Pat Owner' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit admin' });
    await fill('Name', 'Pat Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText(ACCOUNT_SAVED)).toBeInTheDocument();
    expect(session.recheck).toHaveBeenCalledTimes(1);
  });

  it("shows the API's refusal under its field and keeps the dialog open", async () => {
    const input = {
      id: '1',
      name: null,
      email: null,
      role: 'OWNER' as const,
      status: 'ACTIVE' as const,
    };
    open([
      staffAccountsMock([owner]),
      updateAccountRefusedMock(input, [
        { field: ['input', 'role'], message: LAST_OWNER, code: 'INVALID' },
      ]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit admin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }));
    expect(await within(dialog).findByText(LAST_OWNER)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_SAVED)).not.toBeInTheDocument();
  });

  it('invites a person by e-mail, and shows the address already taken under its field', async () => {
    const input = { name: 'Sam Grower', email: 'sam.grower@example.com', role: 'SUPPORT' as const };
    const TAKEN = 'Another account uses this e-mail address';
    open([
      staffAccountsMock(),
      inviteMock(input, null, [{ field: ['input', 'email'], message: TAKEN, code: 'INVALID' }]),
      inviteMock(input, invitee),
      staffAccountsMock([owner, editor, invitee]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Person' });
    await fill('Name', 'Sam Grower');
    await fill('E-mail', 'sam.grower@example.com');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(
      await screen.findByTitle(
        'Support: Contact messages and subscribers (read, mark handled, export); no content',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(INVITATION_SENT)).toBeInTheDocument();
    expect(
      screen.getByText('sam.grower@example.com was sent an invitation. It works for 7 days.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Staff accounts' });
    expect(await within(table).findByText('Invited')).toBeInTheDocument();
  });

  it('sends an invited person a new invitation', async () => {
    open([staffAccountsMock([owner, invitee]), resendMock(invitee)]);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resend the invitation of sam.grower@example.com',
      }),
    );
    expect(await screen.findByText(INVITATION_SENT)).toBeInTheDocument();
    // Only an invited account has the button.
    expect(screen.getAllByRole('button', { name: /Resend the invitation/ })).toHaveLength(1);
  });

  it("turns off a person's two-factor after asking", async () => {
    const secured = { ...editor, twoFactorEnabled: true };
    open([staffAccountsMock([owner, secured]), turnOffTwoFactorMock(secured)]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn off two-factor for field-editor' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn Off Two-Factor' }));
    expect(await screen.findByText(TWO_FACTOR_RESET)).toBeInTheDocument();
  });
});
