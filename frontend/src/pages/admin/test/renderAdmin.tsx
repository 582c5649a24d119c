import type { MockedProviderProps } from '@apollo/client/testing/react';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { Routes } from 'react-router';
import { AdminSessionProvider, type AdminSession } from '../../../features/admin';
import { adminRoutes } from '../../../routes/adminRoutes';
import { renderWithProviders } from '../../../test/render';

/** A token whose payload expires in an hour (the signature is not checked in the browser). */
export function fakeToken(expiresInSeconds = 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', username: 'admin', exp })}.sig`;
}

export function fakeSession(overrides: Partial<AdminSession> = {}): AdminSession {
  const token = fakeToken();
  return {
    username: 'admin',
    token,
    context: { headers: { authorization: `Bearer ${token}` } },
    signOut: vi.fn(),
    handleAuthError: vi.fn(() => false),
    ...overrides,
  };
}

/** An admin screen as the gate shows it to a signed-in admin. */
export function renderAdminPage(
  ui: ReactElement,
  options: { mocks?: MockedProviderProps['mocks']; path?: string; session?: AdminSession } = {},
) {
  const session = options.session ?? fakeSession();
  const result = renderWithProviders(
    <AdminSessionProvider session={session}>{ui}</AdminSessionProvider>,
    { mocks: options.mocks, path: options.path ?? '/admin' },
  );
  return { ...result, session };
}

/** The whole admin area (gate and screens) at `path`, as the app mounts it. */
export function renderAdminArea(path: string, mocks: MockedProviderProps['mocks'] = []) {
  return renderWithProviders(<Routes>{adminRoutes()}</Routes>, { mocks, path });
}

/** Loads the lazy admin screens, so a test's first `findBy` does not wait for module loading. */
export async function preloadAdminScreens(): Promise<void> {
  await Promise.all([
    import('../AdminGate/AdminGate'),
    import('../AdminContacts/AdminContactsPage'),
    import('../AdminDashboard/AdminDashboardPage'),
    import('../AdminImages/AdminImagesPage'),
  ]);
}
