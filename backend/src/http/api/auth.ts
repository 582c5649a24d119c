import { Router } from 'express';
import { validateInput } from '../../common/validation.js';
import { AdminLoginInput, AuthService, type AuthKit } from '../../modules/auth/index.js';
import { clientAddress } from '../client-address.js';
import { requestEm } from '../request-context.js';
import { requireAdmin, requestUser } from '../require-admin.js';

/**
 * POST /api/admin/login `{ username, password }` → 200 `{ token, expiresAt, username }`, or 401
 * `{ message: "Invalid credentials" }` (429 with Retry-After when throttled).
 * GET /api/admin/verify with the bearer token → 200 `{ valid: true, username }` or 401.
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
  router.get('/admin/verify', requireAdmin(auth.tokens), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ valid: true, username: requestUser(req).username });
  });
  return router;
}
