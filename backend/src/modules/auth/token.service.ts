import jwt from 'jsonwebtoken';
import type { AppConfig } from '../../config.js';
import type { UserRole } from './admin-user.entity.js';

/** Who a verified token speaks for. `id` is the AdminUser id (the JWT `sub`). */
export interface AuthUser {
  id: number;
  username: string;
  role: UserRole;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export const JWT_ISSUER = 'prairie-elite-api';
export const JWT_AUDIENCE = 'prairie-elite-admin';

/**
 * Signs and verifies the bearer tokens: HS256 only (pinned on verify, so `alg: none` or an RS/HS
 * confusion is refused), with issuer, audience and expiry checked.
 */
export class TokenService {
  constructor(private readonly config: Pick<AppConfig, 'jwtSecret' | 'jwtExpiresIn'>) {}

  issue(user: AuthUser): IssuedToken {
    const token = jwt.sign({ username: user.username, role: user.role }, this.config.jwtSecret, {
      algorithm: 'HS256',
      subject: String(user.id),
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: this.config.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The user of a valid token, or undefined for any invalid one (bad signature, expired...). */
  verify(token: string): AuthUser | undefined {
    try {
      const payload = jwt.verify(token, this.config.jwtSecret, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      if (typeof payload === 'string') return undefined;
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) return undefined;
      if (typeof payload.username !== 'string' || payload.role !== 'admin') return undefined;
      return { id, username: payload.username, role: payload.role };
    } catch {
      return undefined;
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header (the only place a token is read). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
