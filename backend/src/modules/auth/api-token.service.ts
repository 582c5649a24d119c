import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { AdminUser } from './admin-user.entity.js';
import { ApiToken } from './api-token.entity.js';
import { ROLE_PERMISSIONS, type Permission } from './roles.js';
import { secretHash } from './secret-hash.js';
import { twoFactorRequired } from './security-settings.entity.js';
import type { AuthUser } from './token.service.js';

/** Every personal API token starts so: a bearer token without two dots is not a JWT. */
export const API_TOKEN_PREFIX = 'pea_';
/** Active tokens an account may hold at once. */
export const MAX_API_TOKENS = 20;
/** The kind of record of the tokens' audit rows. */
export const API_TOKEN_RECORD = 'api-token';

export const API_TOKEN_MESSAGES = {
  notYourRole: "A token can only carry permissions of your account's role",
  noPermission: 'Choose at least one permission',
  tooMany: `An account holds at most ${MAX_API_TOKENS} tokens: revoke one first.`,
  notFound: 'API token not found',
  nameTaken: 'You already have a token of this name',
  refused: "An API token cannot change its account's sign-in: sign in to the admin to do that.",
} as const;

export const hashApiToken = secretHash;

/** How often a token's `lastUsedAt` is written: at most once a minute per token. */
const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * Personal API tokens (issue 25): an account makes, names, scopes and revokes its own. A token
 * acts for its account: it is refused the moment the account is disabled, and it never does more
 * than the account's role does at the time of the request.
 */
export class ApiTokenService {
  constructor(private readonly em: EntityManager) {}

  /** The account's tokens still in force, newest first. */
  list(user: AuthUser): Promise<ApiToken[]> {
    return this.em.find(
      ApiToken,
      { account: user.id, revokedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** A new token: answered once, in full; only its hash is kept. */
  async create(
    user: AuthUser,
    input: { name: string; permissions: Permission[] },
    actor: Actor,
  ): Promise<{ token: string; apiToken: ApiToken }> {
    const permissions = [...new Set(input.permissions)];
    if (permissions.length === 0) {
      throw new InvalidInputError(API_TOKEN_MESSAGES.noPermission, {
        permissions: API_TOKEN_MESSAGES.noPermission,
      });
    }
    if (permissions.some((p) => !ROLE_PERMISSIONS[user.role].includes(p))) {
      throw new InvalidInputError(API_TOKEN_MESSAGES.notYourRole, {
        permissions: API_TOKEN_MESSAGES.notYourRole,
      });
    }
    const name = input.name.trim();
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const apiToken = await this.em.transactional(async (em) => {
      // The account's row locked: two tokens made at once count each other.
      const account = await em.findOneOrFail(AdminUser, user.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      const active = await em.find(ApiToken, { account: account.id, revokedAt: null });
      if (active.length >= MAX_API_TOKENS) {
        throw new InvalidInputError(API_TOKEN_MESSAGES.tooMany, {
          name: API_TOKEN_MESSAGES.tooMany,
        });
      }
      if (active.some((t) => t.name.toLowerCase() === name.toLowerCase())) {
        throw new InvalidInputError(API_TOKEN_MESSAGES.nameTaken, {
          name: API_TOKEN_MESSAGES.nameTaken,
        });
      }
      const made = em.create(ApiToken, {
        account,
        name,
        permissions,
        tokenHash: hashApiToken(token),
      });
      await em.flush();
      new HistoryService(em).audit(
        API_TOKEN_RECORD,
        made.id,
        name,
        ['permissions'],
        actor,
        AuditAction.CREATE,
      );
      return made;
    });
    return { token, apiToken };
  }

  /** Revokes one of the account's own tokens, at once on every instance. */
  async revoke(user: AuthUser, id: string, actor: Actor): Promise<string> {
    const tokenId = parseId(id);
    const revoked = tokenId
      ? await this.em.transactional(async (em) => {
          const found = await em.findOne(ApiToken, {
            id: tokenId,
            account: user.id,
            revokedAt: null,
          });
          if (!found) return null;
          found.revokedAt = new Date();
          new HistoryService(em).audit(
            API_TOKEN_RECORD,
            found.id,
            found.name,
            [],
            actor,
            AuditAction.DELETE,
          );
          return found;
        })
      : null;
    if (!revoked) throw new NotFoundError(API_TOKEN_MESSAGES.notFound);
    return String(revoked.id);
  }

  /**
   * Who a bearer API token speaks for, or undefined (unknown, revoked, its account not active).
   * Its permissions are the token's, narrowed to what the account's role has now.
   */
  async authenticate(token: string): Promise<AuthUser | undefined> {
    const found = await this.em.findOne(
      ApiToken,
      { tokenHash: hashApiToken(token), revokedAt: null },
      { populate: ['account'] },
    );
    if (!found || found.account.status !== 'active') return undefined;
    const { account } = found;
    const now = Date.now();
    if (!found.lastUsedAt || now - found.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
      await this.em.nativeUpdate(ApiToken, { id: found.id }, { lastUsedAt: new Date(now) });
    }
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      apiTokenId: found.id,
      scope: found.permissions.filter((p) => ROLE_PERMISSIONS[account.role].includes(p)),
      mustSetUpTwoFactor: !account.totpSecret && (await twoFactorRequired(this.em)),
    };
  }
}
