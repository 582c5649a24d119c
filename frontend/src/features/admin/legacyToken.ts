/**
 * Where the admin kept its bearer token before sessions moved into an HttpOnly cookie (issue 25).
 * Nothing is stored there any more; a browser signed in with an older version still holds one,
 * which the gate removes (forgetLegacyToken) so no page script can find it.
 */
export const LEGACY_TOKEN_KEY = 'adminToken';

/** Removes a token an older version of the admin left in local storage. */
export function forgetLegacyToken(): void {
  try {
    if (typeof window !== 'undefined') window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage switched off (privacy settings): nothing can be stored there either.
  }
}
