import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { voidAccountLinks } from './account-link.entity.js';
import { ACCOUNT_RECORD, AdminUser } from './admin-user.entity.js';
import { API_TOKEN_PREFIX, ApiTokenService } from './api-token.service.js';
import { BrowserSessionService } from './browser-session.service.js';
import { twoFactorRequired } from './security-settings.entity.js';
import type { AuthUser, TokenService } from './token.service.js';

export { ACCOUNT_RECORD };

/**
 * The server-side half of a session. A signed, unexpired token is not enough: its account must
 * still exist and still have the token version the token carries (`ver`). Raising that version
 * revokes every token issued before it, which is what sign-out and a password change do.
 */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
  ) {}

  /**
   * The user a bearer token speaks for, or undefined when the token is invalid, expired, revoked,
   * or its account is gone or not active (disabled). One query by primary key (two for an account
   * without two-factor: is it required?); callers run it once per request (the request
   * scope of a GraphQL request or a rendered page, requireAdmin for REST). Name and role come from
   * the account, not from the token.
   */
  async authenticate(token: string): Promise<AuthUser | undefined> {
    if (token.startsWith(API_TOKEN_PREFIX)) return new ApiTokenService(this.em).authenticate(token);
    const claims = this.tokens.verify(token);
    if (!claims) return undefined;
    const user = await this.em.findOne(AdminUser, { id: claims.id });
    if (!user || user.tokenVersion !== claims.version || user.status !== 'active') {
      return undefined;
    }
    const mustSetUpTwoFactor = !user.totpSecret && (await twoFactorRequired(this.em));
    return { id: user.id, username: user.username, role: user.role, mustSetUpTwoFactor };
  }

  /**
   * Who a request speaks for: its bearer token when it sent one (JWT or API token), else its
   * browser session cookie's token; undefined when neither came or the one that came is refused.
   * GraphQL's request scope and REST's requireAdmin both ask here.
   */
  async authenticateRequest(credentials: {
    token?: string;
    sessionToken?: string;
    address: string;
  }): Promise<AuthUser | undefined> {
    const { token, sessionToken, address } = credentials;
    if (token) return this.authenticate(token);
    if (sessionToken) return new BrowserSessionService(this.em).authenticate(sessionToken, address);
    return undefined;
  }

  /**
   * Revokes every token of the account, on every device: the one admin account is shared, so a
   * sign-out that left other copies of its tokens valid would not end what a lost or copied
   * token can do. Atomic in the database, so concurrent sign-outs cannot undo each other. The
   * audit row commits with the revocation: the trail shows every sign-out that took effect.
   */
  async signOutEverywhere(userId: number, actor: Actor): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(AdminUser, { id: userId }, { tokenVersion: raw('token_version + 1') });
      await voidAccountLinks(em, userId);
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        userId,
        actor.username,
        [],
        actor,
        AuditAction.SIGN_OUT_EVERYWHERE,
      );
    });
  }
}
