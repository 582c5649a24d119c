/**
 * The admin's bearer token, kept in local storage under one key (spec section 6). Read it only in
 * effects and event handlers, never while rendering: the first render must be the same on the
 * server and in the browser.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): then there is no stored session.
    return undefined;
  }
}

export function readAdminToken(): string | undefined {
  try {
    return storage()?.getItem(ADMIN_TOKEN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function storeAdminToken(token: string): void {
  try {
    storage()?.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Full or blocked storage: the session then lasts as long as the page.
  }
}

export function clearAdminToken(): void {
  try {
    storage()?.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * When the token stops being accepted, from its `exp` claim (read, not trusted: the server checks
 * the signature). Lets the page sign out on time instead of waiting for a refused request.
 */
export function tokenExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** Per-operation Apollo context: the bearer header goes with admin operations only. */
export function bearerContext(token: string) {
  return { headers: { authorization: `Bearer ${token}` } };
}
