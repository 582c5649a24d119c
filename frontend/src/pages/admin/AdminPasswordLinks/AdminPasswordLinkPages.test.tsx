import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminAcceptStaffInvitationDocument,
  AdminRequestPasswordResetDocument,
  AdminResetPasswordWithLinkDocument,
} from '../../../graphql/generated/admin-password-links/graphql';
import { mockData, mockErrors } from '../../../test/mocks';
import { userError, type Refusal } from '../AdminSettings/AdminSettings.mock';
import { fill, renderAdminArea } from '../test/renderAdmin';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('./AdminPasswordLinkPages');
  await import('../AdminGate/AdminGate');
});

const TOKEN = 'k3Y-0123456789abcdefghijklmnopqrstuvwxyzABCD';
const PASSWORD = 'a long new passphrase 7';
const USED =
  'This link has expired or has already been used. Ask for a new one from the sign-in page.';

const resetMock = (username: string | null, errors: Refusal[] = []) =>
  mockData(AdminResetPasswordWithLinkDocument, {
    variables: { input: { token: TOKEN, password: PASSWORD } },
    data: {
      resetPasswordWithLink: {
        __typename: 'ResetPasswordWithLinkPayload',
        username,
        userErrors: errors.map(userError),
      },
    },
  });

async function choosePassword(button: string) {
  await fill('New password', PASSWORD);
  await fill('Confirm new password', PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('password reset by e-mail', () => {
  it('is linked from the sign-in form', async () => {
    renderAdminArea('/admin');
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', '/admin/reset-password');
  });

  it('asks for a link and says the same whatever the address', async () => {
    renderAdminArea('/admin/reset-password', [
      mockData(AdminRequestPasswordResetDocument, {
        variables: { input: { email: 'pat@example.com' } },
        data: {
          requestPasswordReset: {
            __typename: 'RequestPasswordResetPayload',
            requested: true,
            userErrors: [],
          },
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await fill('E-mail', ' pat@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'If an admin account uses pat@example.com, a link to choose a new password is on its way. It works once, for one hour.',
    );
    expect(within(status).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows a refusal of too many requests', async () => {
    renderAdminArea('/admin/reset-password', [
      mockErrors(AdminRequestPasswordResetDocument, {
        variables: { input: { email: 'pat@example.com' } },
        errors: [
          {
            message: 'Too many failed sign-in attempts. Please try again later.',
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
      }),
    ]);
    await fill('E-mail', 'pat@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Too many failed sign-in attempts. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('sets a new password with the link, and takes the token off the address', async () => {
    renderAdminArea(`/admin/reset-password#${TOKEN}`, [resetMock('pat')]);
    expect(
      await screen.findByRole('heading', { name: 'Choose a New Password' }),
    ).toBeInTheDocument();
    await choosePassword('Set Password');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The password of pat has been changed, and the account has been signed out on every device.',
    );
  });

  it('says when the link is used or expired, and leads to a new one', async () => {
    renderAdminArea(`/admin/reset-password#${TOKEN}`, [
      resetMock(null, [{ field: ['input', 'token'], message: USED, code: 'INVALID' }]),
    ]);
    await screen.findByRole('heading', { name: 'Choose a New Password' });
    await choosePassword('Set Password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(USED);
    await userEvent.click(within(alert).getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('checks the two passwords match before sending anything', async () => {
    renderAdminArea(`/admin/reset-password#${TOKEN}`);
    await screen.findByRole('heading', { name: 'Choose a New Password' });
    await fill('New password', PASSWORD);
    await fill('Confirm new password', `${PASSWORD}x`);
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
  });
});

describe('accepting an invitation', () => {
  it('sets the password and says which username to sign in with', async () => {
    renderAdminArea(`/admin/invitation#${TOKEN}`, [
      mockData(AdminAcceptStaffInvitationDocument, {
        variables: { input: { token: TOKEN, password: PASSWORD } },
        data: {
          acceptStaffInvitation: {
            __typename: 'AcceptStaffInvitationPayload',
            username: 'sam.grower@example.com',
            userErrors: [],
          },
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Accept Invitation' })).toBeInTheDocument();
    await choosePassword('Accept Invitation');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is ready. Sign in with the username sam.grower@example.com and the password you chose.',
    );
  });

  it('says what to do without a link', async () => {
    renderAdminArea('/admin/invitation');
    expect(await screen.findByText('This address holds no invitation.')).toBeInTheDocument();
  });
});
