import type { AdminSession } from '../../../features/admin';

/**
 * A signed-in admin with `handlers` for signing out and auth errors: vitest's spies in tests,
 * Storybook's in stories. (The session itself is the browser's HttpOnly cookie: nothing here.)
 */
export function fakeSession(
  handlers: Pick<AdminSession, 'signOut' | 'expire'> &
    Partial<Pick<AdminSession, 'recheck' | 'signedOut'>>,
): AdminSession {
  return {
    username: 'admin',
    role: 'OWNER',
    permissions: ['CONTENT', 'MESSAGES', 'ADMINISTRATION'],
    mustSetUpTwoFactor: false,
    recheck: () => undefined,
    signedOut: () => undefined,
    ...handlers,
  };
}
