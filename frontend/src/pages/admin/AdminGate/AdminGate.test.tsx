import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEGACY_TOKEN_KEY } from '../../../features/admin';
import { ADMIN_SECTIONS, type AdminSection } from '../../../features/admin/sections';
import type { Permission } from '../../../graphql/generated/admin/graphql';
import { contactsMock, contactsRefusedMock } from '../AdminContacts/AdminContacts.mock';
import { owner, staffAccountsMock, updateAccountMock } from '../AdminAccounts/AdminAccounts.mock';
import { dashboardMock } from '../AdminDashboard/AdminDashboard.mock';
import { sessionsMock } from '../AdminAccount/Sessions.mock';
import { fill, preloadAdminScreens, renderAdminArea } from '../test/renderAdmin';
import {
  currentAdminMock,
  currentAdminMustSetUpMock,
  loginChallengeMock,
  twoFactorMock,
  WRONG_CODE,
  currentAdminNetworkErrorMock,
  currentAdminRefusedMock,
  currentEditorMock,
  loginBlankPasswordMock,
  loginMock,
  loginNetworkErrorMock,
  loginRefusedMock,
  noSessionMock,
  logoutMock,
  logoutNetworkErrorMock,
  logoutRefusedMock,
} from './AdminGate.mock';

// antd under jsdom is slow to load: load the lazy screens once, before the first test.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);
afterEach(() => localStorage.clear());

async function signIn(password = 'prairie-dev-password') {
  await userEvent.type(await screen.findByLabelText('Username'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

/**
 * The labels a role with `permissions` should see in the menu: those of the sections it may open
 * (any signed-in person's, and those of its permissions), in the section table's order.
 */
const menuOf = (permissions: readonly Permission[]) =>
  Object.values(ADMIN_SECTIONS as Record<string, AdminSection>)
    .filter(({ permission }) => permission === null || permissions.includes(permission))
    .map(({ label }) => label);

/** The labels of the admin menu's links, once it shows. */
const navLabels = async () =>
  [...(await screen.findByRole('navigation', { name: 'Admin' })).querySelectorAll('a')].map(
    (a) => a.textContent,
  );

describe('AdminGate: the sign-in states of spec section 4', () => {
  it('first shows the checking spinner, then the login form when there is no session', async () => {
    renderAdminArea('/admin', [noSessionMock]);
    expect(screen.getByRole('status')).toHaveTextContent('Checking session...');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // Never signed in is not an expired session: no toast.
    expect(screen.queryByText('Session expired')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('requires both username and password', async () => {
    renderAdminArea('/admin', [noSessionMock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('verifies the session and shows the submissions', async () => {
    renderAdminArea('/admin', [currentAdminMock, contactsMock()]);
    expect(await screen.findByRole('heading', { name: 'Contact Submissions' })).toBeInTheDocument();
    expect(await screen.findByText('Dale Kowalchuk')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('says the session expired when the server refuses it, and shows the login form', async () => {
    renderAdminArea('/admin/dashboard', [currentAdminRefusedMock]);
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('shows the login form on a network error, without saying the session expired', async () => {
    renderAdminArea('/admin', [currentAdminNetworkErrorMock]);
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(screen.queryByText('Session expired')).toBeNull();
  });

  it('signs in: stores nothing, toasts and shows the list', async () => {
    renderAdminArea('/admin', [noSessionMock, loginMock(), contactsMock()]);
    await signIn();
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(await screen.findByText('Dale Kowalchuk')).toBeInTheDocument();
    // Nothing of the session is where a script could read it.
    expect(localStorage.length).toBe(0);
  });

  it('says "Invalid credentials" for a refused sign-in', async () => {
    renderAdminArea('/admin', [noSessionMock, loginRefusedMock]);
    await signIn('wrong');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it("shows the server's refusal of a blank password under the field", async () => {
    renderAdminArea('/admin', [noSessionMock, loginBlankPasswordMock]);
    await signIn('   ');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('says "Login failed. Please try again." when the network fails', async () => {
    renderAdminArea('/admin', [noSessionMock, loginNetworkErrorMock]);
    await signIn();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('logs out with "Logout": the server ends the session first, then toast and login form', async () => {
    const ended = vi.fn();
    renderAdminArea('/admin', [currentAdminMock, contactsMock(), logoutMock(ended)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('removes a bearer token an older version left in local storage', async () => {
    localStorage.setItem(LEGACY_TOKEN_KEY, 'header.payload.signature');
    renderAdminArea('/admin', [currentAdminMock, contactsMock()]);
    expect(await screen.findByRole('heading', { name: 'Contact Submissions' })).toBeInTheDocument();
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['the network fails', logoutNetworkErrorMock],
    ['the server already refuses the session', logoutRefusedMock],
  ])('still shows the login form when %s at sign-out', async (_, mock) => {
    renderAdminArea('/admin', [currentAdminMock, contactsMock(), mock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('signs out with a clear message when the session ends while the page is open', async () => {
    renderAdminArea('/admin/messages', [currentAdminMock, contactsRefusedMock]);
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('shows the admin layout with the built sections only, and Sign Out works', async () => {
    renderAdminArea('/admin', [currentAdminMock, contactsMock(), logoutMock()]);
    // An owner may open every section: the menu is the section table's, in its order.
    const labels = await navLabels();
    expect(labels).toEqual(menuOf(['CONTENT', 'MESSAGES', 'ADMINISTRATION']));
    expect(labels).toEqual(expect.arrayContaining(['Products', 'Contact Messages', 'Settings']));
    expect(screen.getAllByRole('link', { name: /View Site/ })[0]).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByText('You have been logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.length).toBe(0));
  });
});

describe('AdminGate: what a role may open (issue 25)', () => {
  it("lists only an editor's screens and starts them at the dashboard, not the messages", async () => {
    renderAdminArea('/admin', [currentEditorMock, dashboardMock]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const labels = await navLabels();
    expect(labels).toEqual(menuOf(['CONTENT']));
    expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Products', 'Videos']));
    expect(labels).not.toContain('Contact Messages');
    expect(labels).not.toContain('Settings');
    expect(labels.at(-1)).toBe('My Account');
  });

  it('tells an editor that Settings is not part of their role, without asking the server', async () => {
    // No mock for the settings query: asking it would fail the test.
    renderAdminArea('/admin/settings', [currentEditorMock]);
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not part of your role')).toBeInTheDocument();
    expect(screen.getByText(/has the editor role/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });

  it('follows a role changed meanwhile when an owner saves their own account', async () => {
    const input = {
      id: '1',
      name: 'Pat Owner',
      email: null,
      role: 'OWNER' as const,
      status: 'ACTIVE' as const,
    };
    renderAdminArea('/admin/accounts', [
      currentAdminMock,
      staffAccountsMock([owner]),
      updateAccountMock(input, { ...owner, name: 'Pat Owner' }),
      // Another owner made this account an editor in the meantime: the recheck says so.
      currentEditorMock,
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    await screen.findByRole('dialog', { name: 'Edit admin' });
    await fill('Name', 'Pat Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(await navLabels()).not.toContain('Accounts');
  });

  it('asks an account with two-factor for its code after the password', async () => {
    renderAdminArea('/admin', [
      noSessionMock,
      loginChallengeMock,
      twoFactorMock('111111', false),
      twoFactorMock('222 333', true),
      contactsMock(),
    ]);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-Factor Sign-In' })).toBeInTheDocument();
    await fill('Authentication code', '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findAllByText(WRONG_CODE)).not.toHaveLength(0);
    await fill('Authentication code', '222 333');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Contact Submissions' })).toBeInTheDocument();
    // Nothing of the session is where a script could read it.
    expect(localStorage.length).toBe(0);
  });

  it('opens only My Account while owners require two-factor and the account has none', async () => {
    renderAdminArea('/admin/dashboard', [
      currentAdminMustSetUpMock,
      currentAdminMustSetUpMock,
      // My Account lists this person's sessions even before two-factor is set up.
      sessionsMock(),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Account' }),
    ).toBeInTheDocument();
    expect(await navLabels()).toEqual(['My Account']);
    expect(
      await screen.findByText(
        'The company requires two-factor sign-in. Set it up to open the rest of the admin.',
      ),
    ).toBeInTheDocument();
  });
});
