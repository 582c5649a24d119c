import type { AdminSession } from '../../../features/admin';

/** A token whose payload expires in an hour (the signature is not checked in the browser). */
export function fakeToken(expiresInSeconds = 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', username: 'admin', exp })}.sig`;
}

/**
 * A signed-in admin with `handlers` for signing out and auth errors: vitest's spies in tests,
 * Storybook's in stories.
 */
export function fakeSession(
  handlers: Pick<AdminSession, 'signOut' | 'replaceToken' | 'expire'> &
    Partial<Pick<AdminSession, 'recheck'>>,
): AdminSession {
  const token = fakeToken();
  return {
    username: 'admin',
    role: 'OWNER',
    permissions: ['CONTENT', 'MESSAGES', 'ADMINISTRATION'],
    mustSetUpTwoFactor: false,
    token,
    recheck: () => undefined,
    ...handlers,
  };
}
