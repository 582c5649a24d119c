import { Router } from 'express';
import { validateInput } from '../../common/validation.js';
import {
  ROLE_PERMISSIONS,
  AdminLoginInput,
  AuthService,
  BrowserSessionService,
  issueToken,
  SessionService,
  type AuthKit,
} from '../../modules/auth/index.js';
import { clientAddress } from '../client-address.js';
import { cookieJar } from '../session-cookie.js';
import { requestEm } from '../request-context.js';
import { requestActor, requestUser, requireAdmin } from '../require-admin.js';

/** REST's answer to the right password of an account with two-factor but no `code`. */
export const TWO_FACTOR_CODE_REQUIRED = 'Two-factor code required';

/**
 * POST /api/admin/login `{ username, password, code? }` → 200 `{ token, expiresAt, username,
 * role, permissions, mustSetUpTwoFactor }`, or 401 `{ message: "Invalid credentials" }` (429 with
 * Retry-After when throttled). An account with two-factor sign-in needs `code` (its current
 * 6-digit code or a recovery code): without it, 401 `{ message: "Two-factor code required",
 * twoFactorRequired: true }`; a wrong one is 400 with the field's message.
 * GET /api/admin/verify with the bearer token → 200 `{ valid: true, username, role, permissions }`
 * or 401.
 * POST /api/admin/logout with the bearer token → 200 `{ signedOut: true }`: every token of the
 * account is refused from then on (as the adminLogout mutation), or 401. With the browser's
 * session cookie instead, that session alone ends and the cookie is cleared.
 * Every answer under /api/admin carries `Cache-Control: no-store` (app.ts).
 */
export function authRoutes(auth: AuthKit): Router {
  const router = Router();
  router.post('/admin/login', async (req, res) => {
    const credentials = await validateInput(AdminLoginInput, req.body);
    const result = await new AuthService(requestEm(req), auth).login(
      credentials,
      clientAddress(req),
    );
    res.setHeader('Cache-Control', 'no-store');
    if ('challenge' in result) {
      // The password was right; the account signs in with two-factor: send `code` as well.
      res.status(401).json({ message: TWO_FACTOR_CODE_REQUIRED, twoFactorRequired: true });
      return;
    }
    const session = issueToken(auth.tokens, result.signedIn);
    res.json({ ...session, expiresAt: session.expiresAt.toISOString() });
  });
  router.post('/admin/logout', requireAdmin(auth.tokens), async (req, res) => {
    const user = requestUser(req);
    if (user.sessionId !== undefined) {
      await new BrowserSessionService(requestEm(req)).signOut(user, requestActor(req));
      cookieJar(req, res).clear();
    } else {
      await new SessionService(requestEm(req), auth.tokens).signOutEverywhere(
        user.id,
        requestActor(req),
      );
    }
    res.json({ signedOut: true });
  });
  router.get('/admin/verify', requireAdmin(auth.tokens), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { username, role } = requestUser(req);
    res.json({ valid: true, username, role, permissions: ROLE_PERMISSIONS[role] });
  });
  return router;
}
