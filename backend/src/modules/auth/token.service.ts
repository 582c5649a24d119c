import jwt from 'jsonwebtoken';
import type { AppConfig } from '../../config.js';
import { isUserRole, type Permission, type UserRole } from './roles.js';

/** Who a verified token speaks for. `id` is the AdminUser id (the JWT `sub`). */
export interface AuthUser {
  id: number;
  username: string;
  role: UserRole;
  /**
   * Owners require two-factor sign-in and this account has not set it up: it may only set it up,
   * read who it is and sign out (graphql/auth-checker.ts, requireAdmin).
   */
  mustSetUpTwoFactor?: boolean;
  /** Signed by a personal API token: its id, and the permissions it was given (roles.ts). */
  apiTokenId?: number;
  scope?: readonly Permission[];
  /** Signed by a browser session's cookie: that session (browser-session.service.ts). */
  sessionId?: number;
}

/** A token's claims once its signature, issuer, audience and lifetime checked out. */
export interface VerifiedToken extends AuthUser {
  /** The account's token version when the token was issued (`ver`): see AdminUser.tokenVersion. */
  version: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export const JWT_ISSUER = 'prairie-elite-api';
export const JWT_AUDIENCE = 'prairie-elite-admin';
/** The audience of a two-factor challenge: never accepted as a session. */
export const CHALLENGE_AUDIENCE = 'prairie-elite-two-factor';
/** How long a sign-in waits for its two-factor code. */
export const CHALLENGE_LIFETIME_SECONDS = 300;

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Leeway for a token issued by a server whose clock runs a little ahead (seconds). */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Signs and verifies the bearer tokens: HS256 only (pinned on verify, so `alg: none` or an RS/HS
 * confusion is refused), with issuer, audience and expiry checked; `exp`, `iat` and `ver` are
 * required and a token may live at most JWT_MAX_LIFETIME. Whether the account still exists and
 * still has that token version is checked by SessionService, against the database.
 */
export class TokenService {
  constructor(
    private readonly config: Pick<
      AppConfig,
      'jwtSecret' | 'jwtExpiresIn' | 'jwtMaxLifetimeSeconds'
    >,
  ) {}

  issue(user: AuthUser, version: number): IssuedToken {
    const claims = { username: user.username, role: user.role, ver: version };
    const token = jwt.sign(claims, this.config.jwtSecret, {
      algorithm: 'HS256',
      subject: String(user.id),
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: this.config.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * A two-factor challenge: the account whose password was right, waiting for its code. Its own
   * audience, so it is no session; it names the token version, so a sign-out or a new password
   * voids it.
   */
  issueChallenge(accountId: number, version: number): string {
    return jwt.sign({ ver: version }, this.config.jwtSecret, {
      algorithm: 'HS256',
      subject: String(accountId),
      issuer: JWT_ISSUER,
      audience: CHALLENGE_AUDIENCE,
      expiresIn: CHALLENGE_LIFETIME_SECONDS,
    });
  }

  /** The account and token version of a valid, unexpired challenge, or undefined. */
  verifyChallenge(challenge: string): { id: number; version: number } | undefined {
    try {
      const payload = jwt.verify(challenge, this.config.jwtSecret, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: CHALLENGE_AUDIENCE,
        maxAge: CHALLENGE_LIFETIME_SECONDS,
      });
      if (typeof payload === 'string' || !isWholeNumber(payload.ver)) return undefined;
      const id = Number(payload.sub);
      return Number.isInteger(id) && id > 0 ? { id, version: payload.ver } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The claims of a valid token, or undefined for any invalid one (bad signature, expired...). */
  verify(token: string): VerifiedToken | undefined {
    try {
      const payload = jwt.verify(token, this.config.jwtSecret, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      if (typeof payload === 'string') return undefined;
      // jsonwebtoken checks `exp` only when present: a token without one would never expire.
      const { exp, iat, ver } = payload;
      if (!isWholeNumber(exp) || !isWholeNumber(iat) || !isWholeNumber(ver)) return undefined;
      if (iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) return undefined;
      if (!(exp - iat <= this.config.jwtMaxLifetimeSeconds)) return undefined; // fails closed
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) return undefined;
      // Tokens issued before roles (issue 25) say `admin`: SessionService takes the role from the
      // account, so the claim only has to be a role name of either time.
      const role: unknown = payload.role;
      if (typeof payload.username !== 'string' || !(isUserRole(role) || role === 'admin')) {
        return undefined;
      }
      return {
        id,
        username: payload.username,
        role: isUserRole(role) ? role : 'owner',
        version: ver,
      };
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
