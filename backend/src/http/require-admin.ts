import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { UnauthenticatedError } from '../common/errors.js';
import {
  AUTHENTICATION_REQUIRED,
  bearerToken,
  TOKEN_REJECTED,
  type AuthUser,
  type TokenService,
} from '../modules/auth/index.js';

const USER = Symbol('user');
type RequestWithUser = Request & { [USER]?: AuthUser };

/** REST routes for admins: `Authorization: Bearer <token>` or 401 JSON. */
export function requireAdmin(tokens: TokenService): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(new UnauthenticatedError(AUTHENTICATION_REQUIRED));
    const user = tokens.verify(token);
    if (!user || user.role !== 'admin') return next(new UnauthenticatedError(TOKEN_REJECTED));
    (req as RequestWithUser)[USER] = user;
    next();
  };
}

/** The user requireAdmin let through. */
export function requestUser(req: Request): AuthUser {
  const user = (req as RequestWithUser)[USER];
  if (!user) throw new Error('requireAdmin middleware is not installed');
  return user;
}
