import type { EntityManager } from '@mikro-orm/postgresql';
import { UnauthenticatedError } from '../../common/errors.js';
import type { Logger } from '../../logger.js';
import { AdminUser } from './admin-user.entity.js';
import type { AdminLoginInput } from './dto/admin-login.input.js';
import type { LoginThrottle } from './login-throttle.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import type { TokenService } from './token.service.js';

/** The app-wide pieces of authentication, made once in createApp and shared by REST and GraphQL. */
export interface AuthKit {
  tokens: TokenService;
  throttle: LoginThrottle;
}

export interface AdminSessionData {
  token: string;
  expiresAt: Date;
  username: string;
}

export const INVALID_CREDENTIALS = 'Invalid credentials';
/** Admin-only fields and routes asked without a bearer token. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
/** Admin-only fields and routes asked with a token that is invalid or expired. */
export const TOKEN_REJECTED = 'The token is invalid or has expired';

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly kit: AuthKit,
  ) {}

  /**
   * Checks the credentials and issues a token. A wrong username and a wrong password answer the
   * same message after the same work (a decoy hash is checked), so the answer says nothing about
   * which accounts exist. `client` (the IP address) and the username key the sign-in throttle,
   * which counts the attempt before the password is checked (login-throttle.ts).
   */
  async login({ username, password }: AdminLoginInput, client: string): Promise<AdminSessionData> {
    await this.kit.throttle.attempt(username, client);
    const user = await this.em.findOne(AdminUser, { username: username.trim() });
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !ok) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    if (needsRehash(user.passwordHash)) {
      // A hash of an older, cheaper cost: replaced now that the password is known.
      user.passwordHash = await hashPassword(password);
      await this.em.flush();
    }
    await this.kit.throttle.succeeded(username, client);
    const issued = this.kit.tokens.issue(
      { id: user.id, username: user.username, role: user.role },
      user.tokenVersion,
    );
    return { ...issued, username: user.username };
  }
}

/**
 * Makes the configured admin account exist with the configured password: created on first start,
 * its hash replaced (and its tokens revoked) when ADMIN_PASSWORD changed. Runs at every start (server.ts and cli.ts, after seeding) and in tests.
 */
export async function ensureAdmin(
  em: EntityManager,
  credentials: { username: string; password: string },
  logger?: Logger,
): Promise<AdminUser> {
  const existing = await em.findOne(AdminUser, { username: credentials.username });
  if (!existing) {
    const user = em.create(AdminUser, {
      username: credentials.username,
      passwordHash: await hashPassword(credentials.password),
    });
    await em.flush();
    logger?.info({ username: credentials.username }, 'created the admin account');
    return user;
  }
  if (!(await verifyPassword(credentials.password, existing.passwordHash))) {
    existing.passwordHash = await hashPassword(credentials.password);
    // A new password revokes every token issued under the old one (session.service.ts).
    existing.tokenVersion += 1;
    await em.flush();
    logger?.info({ username: credentials.username }, 'updated the admin password');
  }
  return existing;
}
