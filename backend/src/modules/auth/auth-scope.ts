import type { RequestScope } from '../../common/request-scope.js';
import type { AuthKit } from './auth.service.js';
import type { SessionCookieJar } from './browser-session.service.js';
import type { AuthUser } from './token.service.js';

/** What sign-in, accounts and the auth checker read of a request's scope. */
export interface AuthScope extends RequestScope {
  /**
   * The user of a valid bearer token or browser session cookie (signed or stored, unexpired, not
   * revoked, its account still there and active, checked once when the scope is made); absent
   * without one or with an invalid one.
   */
  user?: AuthUser;
  /** A token or session cookie was sent but refused (expired, revoked...): admin fields say so. */
  tokenRejected: boolean;
  /**
   * Sets and clears this browser's session cookie (sign-in, sign-out, a password change); absent
   * where the answer carries no cookie (a rendered page).
   */
  cookies?: SessionCookieJar;
  auth: AuthKit;
}
