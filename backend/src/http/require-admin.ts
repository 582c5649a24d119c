import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import {
  AUTHENTICATION_REQUIRED,
  allows,
  API_TOKEN_MESSAGES,
  bearerToken,
  refusalOf,
  SessionService,
  TOKEN_REJECTED,
  TWO_FACTOR_MESSAGES,
  type AuthUser,
  type Permission,
  type TokenService,
} from '../modules/auth/index.js';
import type { Actor } from '../modules/history/index.js';
import { clientAddress } from './client-address.js';
import { requestEm } from './request-context.js';
import { carriesCredentials, sessionCookieOf } from './session-cookie.js';

const USER = Symbol('user');
type RequestWithUser = Request & { [USER]?: AuthUser };

/** Admin data must not be kept by a browser or a proxy, nor their refusals. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * GraphQL answers to a request with a bearer token or session cookie may hold admin data: not to
 * be kept. (Anonymous
 * answers keep their own Cache-Control, see graphql-cache.ts.)
 */
export const noStoreWithToken: RequestHandler = (req, res, next) => {
  if (carriesCredentials(req)) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * REST routes for staff: `Authorization: Bearer <token>` of a live session (signed, unexpired,
 * not revoked, its account there: one query on the request's entity manager), or the browser's
 * session cookie (session-cookie.ts; cross-site writes never get here), or 401 JSON; with a
 * `permission`, a role without it gets 403 FORBIDDEN (modules/auth/roles.ts), as GraphQL's
 * `@Authorized(permission)` does. The answer, either way, carries `Cache-Control: no-store`.
 */
export function requireAdmin(tokens: TokenService, permission?: Permission): RequestHandler {
  const handler = async (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = bearerToken(req.headers.authorization);
    const sessionToken = token ? undefined : sessionCookieOf(req);
    if (!token && !sessionToken) return next(new UnauthenticatedError(AUTHENTICATION_REQUIRED));
    const user = await new SessionService(requestEm(req), tokens).authenticateRequest({
      token,
      sessionToken,
      address: clientAddress(req),
    });
    if (!user) return next(new UnauthenticatedError(TOKEN_REJECTED, true));
    // Owners require two-factor and it is not set up: only sign-out and verify (no permission).
    if (permission && user.mustSetUpTwoFactor) {
      return next(new ForbiddenError(TWO_FACTOR_MESSAGES.mustSetUp));
    }
    if (permission && !allows(user, permission)) {
      return next(new ForbiddenError(refusalOf(user, permission)));
    }
    // An API token does not sign its account out (sessions are the person's).
    if (!permission && user.apiTokenId !== undefined && req.method !== 'GET') {
      return next(new ForbiddenError(API_TOKEN_MESSAGES.refused));
    }
    (req as RequestWithUser)[USER] = user;
    next();
  };
  // Read by the roles test, which finds every admin route by this mark (roles.test.ts).
  return Object.assign(handler, { [REQUIRED_PERMISSION]: permission ?? null });
}

/** Marks requireAdmin's handlers with their permission (null: any signed-in role). */
export const REQUIRED_PERMISSION = Symbol('requiredPermission');

/** The user requireAdmin let through. */
export function requestUser(req: Request): AuthUser {
  const user = (req as RequestWithUser)[USER];
  if (!user) throw new Error('requireAdmin middleware is not installed');
  return user;
}

/** The admin requireAdmin let through and the request's address, for the audit trail. */
export function requestActor(req: Request): Actor {
  return { username: requestUser(req).username, address: clientAddress(req) };
}
