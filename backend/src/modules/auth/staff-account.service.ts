import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { hasPassword } from './account-links.service.js';
import { voidAccountLinks } from './account-link.entity.js';
import { ApiToken } from './api-token.entity.js';
import { BrowserSession } from './browser-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import type { UpdateStaffAccountInput } from './dto/update-staff-account.input.js';
import { USER_ROLES } from './roles.js';
import { ACCOUNT_RECORD } from './session.service.js';
import type { AuthUser } from './token.service.js';

export const ACCOUNT_NOT_FOUND = 'Account not found';

export const STAFF_ACCOUNT_MESSAGES = {
  lastOwner: 'The company needs at least one active owner: make another account an owner first.',
  notYourself: 'You cannot disable your own account: ask another owner.',
  emailTaken: 'Another account uses this e-mail address',
  notAccepted:
    'This person has not accepted the invitation yet: the account becomes active when they do.',
} as const;

/**
 * The office's staff accounts, as owners manage them: names, addresses, roles and statuses.
 * Disabling an account raises its token version and revokes its API tokens too, so its tokens and
 * sessions stay refused even once it is enabled again (SessionService also refuses every request
 * of a disabled account at once).
 */
export class StaffAccountService {
  constructor(private readonly em: EntityManager) {}

  /** One account, or null when there is none with `id` (any more). */
  find(id: number): Promise<AdminUser | null> {
    return this.em.findOne(AdminUser, { id });
  }

  /** Every account: owners, then editors, then support, each by username. */
  async list(): Promise<AdminUser[]> {
    const accounts = await this.em.find(AdminUser, {}, { orderBy: { username: 'asc' } });
    const rank = (account: AdminUser) => USER_ROLES.indexOf(account.role);
    return accounts.sort((a, b) => rank(a) - rank(b));
  }

  /**
   * Saves the fields given. Every check that needs the other accounts runs in one transaction with
   * the active owners locked, so two owners demoting each other at once cannot leave none.
   */
  update(input: UpdateStaffAccountInput, me: AuthUser, actor: Actor): Promise<AdminUser> {
    return this.em.transactional(async (em) => {
      // The active owners first, always in id order, then the account: two changes at once wait
      // for each other instead of deadlocking.
      const owners = await em.find(
        AdminUser,
        { role: 'owner', status: 'active' },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const id = parseId(input.id);
      const account = id
        ? await em.findOne(AdminUser, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      const changed: string[] = [];
      const set = <K extends 'name' | 'email' | 'role' | 'status'>(key: K, value: AdminUser[K]) => {
        if (account[key] === value) return;
        account[key] = value;
        changed.push(key);
      };

      if (input.name !== undefined) set('name', input.name?.trim() || null);
      if (input.email !== undefined) {
        const email = input.email?.trim().toLowerCase() || null;
        if (email && email !== account.email) {
          // Stored in lower case (here and nowhere else), so equality is the unique index's rule.
          const taken = await em.count(AdminUser, { email, id: { $ne: account.id } });
          if (taken > 0) {
            throw new InvalidInputError(STAFF_ACCOUNT_MESSAGES.emailTaken, {
              email: STAFF_ACCOUNT_MESSAGES.emailTaken,
            });
          }
        }
        set('email', email);
      }
      if (input.role) set('role', input.role);
      if (input.status) {
        if (input.status === 'disabled' && account.id === me.id) {
          throw new InvalidInputError(STAFF_ACCOUNT_MESSAGES.notYourself, {
            status: STAFF_ACCOUNT_MESSAGES.notYourself,
          });
        }
        if (input.status === 'active' && account.status !== 'active' && !hasPassword(account)) {
          throw new InvalidInputError(STAFF_ACCOUNT_MESSAGES.notAccepted, {
            status: STAFF_ACCOUNT_MESSAGES.notAccepted,
          });
        }
        set('status', input.status);
      }

      const stillOwner = account.role === 'owner' && account.status === 'active';
      const wasOwner = owners.some((owner) => owner.id === account.id);
      if (wasOwner && !stillOwner && owners.length <= 1) {
        const field = changed.includes('role') ? 'role' : 'status';
        throw new InvalidInputError(STAFF_ACCOUNT_MESSAGES.lastOwner, {
          [field]: STAFF_ACCOUNT_MESSAGES.lastOwner,
        });
      }
      if (changed.includes('status') && account.status === 'disabled') account.tokenVersion += 1;
      // A link sent to the old address, or before the account was disabled, must not work after.
      if (
        changed.includes('email') ||
        (changed.includes('status') && account.status === 'disabled')
      ) {
        await voidAccountLinks(em, account.id);
      }
      if (changed.includes('status') && account.status === 'disabled') {
        // The person has left: their API tokens stay revoked even if the account is enabled
        // again, and their browser sessions' rows go (the new token version ends them anyway).
        await em.nativeUpdate(
          ApiToken,
          { account: account.id, revokedAt: null },
          { revokedAt: new Date() },
        );
        await em.nativeDelete(BrowserSession, { account: account.id });
      }
      if (changed.length > 0) {
        new HistoryService(em).audit(
          ACCOUNT_RECORD,
          account.id,
          account.username,
          changed,
          actor,
          AuditAction.UPDATE,
        );
      }
      await em.flush();
      return account;
    });
  }
}
