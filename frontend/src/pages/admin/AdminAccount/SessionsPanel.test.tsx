import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  endSessionMock,
  laptopSession,
  phoneSession,
  sessionsErrorMock,
  sessionsMock,
  signOutEverywhereMock,
} from './Sessions.mock';
import { SESSION_ENDED } from './SessionsList';
import { SessionsPanel } from './SessionsPanel';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadAdminScreens);

const open = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<SessionsPanel />, { path: '/admin/account', mocks });

describe('SessionsPanel: where the account is signed in', () => {
  it('lists each browser with its device, address and last use, and ends another one', async () => {
    open([
      sessionsMock([laptopSession, phoneSession]),
      endSessionMock(phoneSession.id),
      sessionsMock([laptopSession]),
    ]);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const [here, phone] = within(list).getAllByRole('listitem');
    expect(here).toHaveTextContent('Chrome on Windows');
    expect(here).toHaveTextContent('This browser');
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('198.51.100.24 · last seen Nov 26, 2026, 07:05');
    await userEvent.click(
      within(phone!).getByRole('button', { name: /^End Session: Safari on iOS/ }),
    );
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeInTheDocument();
    // The toast comes first; the list refetches after it.
    await vi.waitFor(() => expect(within(list).queryByText('Safari on iOS')).toBeNull());
  });

  it('signs this browser out when its own session is ended', async () => {
    const { session } = open([sessionsMock([laptopSession]), endSessionMock(laptopSession.id)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out this browser' }));
    await vi.waitFor(() => expect(session.signedOut).toHaveBeenCalledTimes(1));
  });

  it('signs out everywhere after a confirmation', async () => {
    const { session } = open([sessionsMock([laptopSession]), signOutEverywhereMock()]);
    await screen.findByRole('list', { name: 'Your sessions' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(session.signedOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    await vi.waitFor(() => expect(session.signedOut).toHaveBeenCalledTimes(1));
  });

  it('says when the list could not be loaded, with a retry', async () => {
    open([sessionsErrorMock(), sessionsMock([laptopSession])]);
    await screen.findByText('The sessions could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Your sessions' })).toBeInTheDocument();
  });
});
