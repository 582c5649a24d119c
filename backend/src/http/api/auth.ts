import { Router } from 'express';
import { validateInput } from '../../common/validation.js';
import {
  ROLE_PERMISSIONS,
  AdminLoginInput,
  AuthService,
  SessionService,
  type AuthKit,
} from '../../modules/auth/index.js';
import { clientAddress } from '../client-address.js';
import { requestEm } from '../request-context.js';
import { requestActor, requestUser, requireAdmin } from '../require-admin.js';

/**
 * POST /api/admin/login `{ username, password }` → 200 `{ token, expiresAt, username, role,
 * permissions }`, or 401
 * `{ message: "Invalid credentials" }` (429 with Retry-After when throttled).
 * GET /api/admin/verify with the bearer token → 200 `{ valid: true, username, role, permissions }`
 * or 401.
 * POST /api/admin/logout with the bearer token → 200 `{ signedOut: true }`: every token of the
 * account is refused from then on (as the adminLogout mutation), or 401.
 * Every answer under /api/admin carries `Cache-Control: no-store` (app.ts).
 */
export function authRoutes(auth: AuthKit): Router {
  const router = Router();
  router.post('/admin/login', async (req, res) => {
    const credentials = await validateInput(AdminLoginInput, req.body);
    const session = await new AuthService(requestEm(req), auth).login(
      credentials,
      clientAddress(req),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...session, expiresAt: session.expiresAt.toISOString() });
  });
  router.post('/admin/logout', requireAdmin(auth.tokens), async (req, res) => {
    await new SessionService(requestEm(req), auth.tokens).signOutEverywhere(
      requestUser(req).id,
      requestActor(req),
    );
    res.json({ signedOut: true });
  });
  router.get('/admin/verify', requireAdmin(auth.tokens), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { username, role } = requestUser(req);
    res.json({ valid: true, username, role, permissions: ROLE_PERMISSIONS[role] });
  });
  return router;
}
