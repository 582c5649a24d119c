import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import type { JobDefinition, MailQueue } from '../mail/index.js';
import { AccountLink, type AccountLinkPurpose } from './account-link.entity.js';
import { AdminUser } from './admin-user.entity.js';
import type {
  InviteStaffAccountInput,
  RequestPasswordResetInput,
  SetPasswordWithLinkInput,
} from './dto/account-links.input.js';
import type { LoginThrottle } from './login-throttle.js';
import { secretHash } from './secret-hash.js';
import { hashPassword } from './password.js';
import { ACCOUNT_RECORD } from './session.service.js';
import { ACCOUNT_NOT_FOUND, STAFF_ACCOUNT_MESSAGES } from './staff-account.service.js';

/** An invitation works for 7 days from the moment it is sent (or sent again). */
export const INVITATION_TTL_HOURS = 7 * 24;
/** A password-reset link works for one hour. */
export const RESET_TTL_HOURS = 1;

/** The admin's pages the links open; the token follows `#`, so no server or proxy log sees it. */
export const ACCOUNT_LINK_PATHS = {
  invitation: '/admin/invitation',
  'password-reset': '/admin/reset-password',
} as const satisfies Record<AccountLinkPurpose, string>;

/** The kinds of the two e-mails in the delivery ledger. */
export const ACCOUNT_MAIL_KINDS = {
  invitation: 'staff-invitation',
  'password-reset': 'password-reset',
} as const satisfies Record<AccountLinkPurpose, string>;

export const ACCOUNT_LINK_MESSAGES = {
  invitation:
    'This invitation has expired or has already been used. Ask an owner to send a new one.',
  'password-reset':
    'This link has expired or has already been used. Ask for a new one from the sign-in page.',
  notInvited: 'Only an account that has not accepted its invitation can be invited again.',
  noEmail: 'The account has no e-mail address to send the invitation to.',
  passwordIsName: 'The password must not be the username or the e-mail address',
} as const;

/** The ledger's unit of work for one link's e-mail: `account-link:<link id>`. */
export const accountLinkKey = (linkId: number) => `account-link:${linkId}`;

/** The link id of an account e-mail's ledger key, or undefined for any other key. */
export function linkIdOfKey(dedupeKey: string): number | undefined {
  const match = /^account-link:(\d+)$/.exec(dedupeKey);
  return match ? Number(match[1]) : undefined;
}

/** SHA-256 (hex) of a link token: all that is stored of it. */
export const hashLinkToken = secretHash;

/** A fresh token for a link (32 random bytes, base64url) and its hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The start of an invited account's password hash: it matches no password (password.ts). */
const NO_PASSWORD = '!invited$';

/** Whether the account ever chose a password (an invitation not yet accepted has none). */
export const hasPassword = (account: Pick<AdminUser, 'passwordHash'>) =>
  !account.passwordHash.startsWith(NO_PASSWORD);

const hours = (n: number) => n * 3_600_000;

/** The queue of reset requests: one job per request, `{ email, requestKey }`. */
export const PASSWORD_RESET_QUEUE = 'account-password-reset';

/** A reset request waiting for its job. `requestKey` makes a job run twice send one link. */
export interface PasswordResetRequest {
  email: string;
  requestKey: string;
}

/**
 * Voids the account's unused links of `purpose` and makes a new one, whose e-mail is queued in the
 * same transaction (the token is made when the e-mail is composed, account-mail.ts).
 */
async function queueLink(
  em: EntityManager,
  mail: MailQueue,
  account: AdminUser,
  purpose: AccountLinkPurpose,
  now: Date,
  requestKey: string | null = null,
): Promise<void> {
  await em.nativeUpdate(
    AccountLink,
    { account: account.id, purpose, usedAt: null },
    { usedAt: now },
  );
  const ttl = purpose === 'invitation' ? INVITATION_TTL_HOURS : RESET_TTL_HOURS;
  const link = em.create(AccountLink, {
    account,
    purpose,
    requestKey,
    expiresAt: new Date(now.getTime() + hours(ttl)),
  });
  await em.flush();
  await mail.queue(em, {
    kind: ACCOUNT_MAIL_KINDS[purpose],
    recipient: account.email!,
    dedupeKey: accountLinkKey(link.id),
  });
}

/**
 * The reset job's work: e-mails a reset link to the active account that uses the address, if
 * there is one. Run twice for one request (a crash before pg-boss recorded it done, a retry), it
 * finds the request's link and sends nothing more.
 */
export async function sendResetLink(
  em: EntityManager,
  mail: MailQueue,
  { email, requestKey }: PasswordResetRequest,
  now = new Date(),
): Promise<'sent' | 'no-account' | 'already-sent'> {
  return em.transactional(async (tx) => {
    const account = await tx.findOne(
      AdminUser,
      { email, status: 'active' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!account) return 'no-account';
    if ((await tx.count(AccountLink, { requestKey })) > 0) return 'already-sent';
    await queueLink(tx, mail, account, 'password-reset', now, requestKey);
    return 'sent';
  });
}

/** Reset requests, worked where MAIL_WORKER is on, retried like mail. */
export const passwordResetJob: JobDefinition<PasswordResetRequest> = {
  name: PASSWORD_RESET_QUEUE,
  options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  async run(request, tools) {
    await sendResetLink(tools.orm.em.fork(), tools.queue, request);
  },
};

/**
 * Invitations and password resets by e-mail (issue 25). Each is an AccountLink: a row made with
 * the invitation (or by the reset request's job), in the transaction that queues its e-mail, whose token is made when the e-mail is
 * composed (account-mail.ts) and used at most once. Setting a password through a link voids the
 * account's other links, and a reset ends every session of the account (its token version goes up).
 */
export class AccountLinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailQueue,
    private readonly throttle: LoginThrottle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Makes an invited account (the e-mail address is its username, so the person signs in with
   * it) and queues its invitation, in one transaction. The account cannot sign in until the
   * invitation is accepted: its password hash matches no password.
   */
  async invite(input: InviteStaffAccountInput, actor: Actor): Promise<AdminUser> {
    const email = input.email.trim().toLowerCase();
    const unusable = `${NO_PASSWORD}${randomBytes(16).toString('base64url')}`;
    return this.em.transactional(async (em) => {
      const [row] = await em.getConnection().execute<{ id: number }[]>(
        `insert into "admin_users" ("username", "password_hash", "role", "name", "email", "status")
           select ?, ?, ?, ?, ?, 'invited'
            where not exists (select 1 from "admin_users"
                               where lower("email") = ? or lower("username") = ?)
           on conflict do nothing returning "id"`,
        [email, unusable, input.role, input.name.trim(), email, email, email],
        'all',
        em.getTransactionContext(),
      );
      if (!row) {
        throw new InvalidInputError(STAFF_ACCOUNT_MESSAGES.emailTaken, {
          email: STAFF_ACCOUNT_MESSAGES.emailTaken,
        });
      }
      const account = await em.findOneOrFail(AdminUser, row.id);
      await queueLink(em, this.mail, account, 'invitation', this.now());
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        account.id,
        account.username,
        ['email', 'role'],
        actor,
        AuditAction.INVITE,
      );
      return account;
    });
  }

  /** Sends an invited account a new invitation; the earlier one stops working. */
  async resendInvitation(id: string, actor: Actor): Promise<AdminUser> {
    return this.em.transactional(async (em) => {
      const accountId = parseId(id);
      const account = accountId
        ? await em.findOne(AdminUser, accountId, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      // An invitation an owner withdrew (disabled before it was accepted) may be sent again.
      const withdrawn = account.status === 'disabled' && !hasPassword(account);
      if (account.status !== 'invited' && !withdrawn) {
        throw new InvalidInputError(ACCOUNT_LINK_MESSAGES.notInvited, {
          id: ACCOUNT_LINK_MESSAGES.notInvited,
        });
      }
      if (!account.email) {
        throw new InvalidInputError(ACCOUNT_LINK_MESSAGES.noEmail, {
          email: ACCOUNT_LINK_MESSAGES.noEmail,
        });
      }
      account.status = 'invited';
      await queueLink(em, this.mail, account, 'invitation', this.now());
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        account.id,
        account.username,
        withdrawn ? ['status'] : [],
        actor,
        AuditAction.INVITE,
      );
      return account;
    });
  }

  /**
   * Asks for a reset link for `email` and answers the same whether or not an account uses it: the
   * request only spends the sign-in budgets and queues a job (PASSWORD_RESET_QUEUE) carrying the
   * address, the same two writes for every address, so neither the answer nor its time says which
   * addresses have accounts. The job looks the account up and e-mails the link (sendResetLink).
   * Each request spends the sign-in budgets of the address and of the client (login-throttle.ts),
   * so the form can neither flood someone's mailbox nor be used to guess faster than the sign-in
   * form.
   */
  async requestReset({ email }: RequestPasswordResetInput, client: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.throttle.attempt(address, client);
    const request: PasswordResetRequest = { email: address, requestKey: randomUUID() };
    await this.mail.queueJob(this.em, PASSWORD_RESET_QUEUE, request);
  }

  /** Sets the invited account's password and makes it active; the link is used up. */
  accept(input: SetPasswordWithLinkInput, client: string): Promise<AdminUser> {
    return this.setPassword('invitation', input, client);
  }

  /** Sets a new password and ends every session of the account; the link is used up. */
  reset(input: SetPasswordWithLinkInput, client: string): Promise<AdminUser> {
    return this.setPassword('password-reset', input, client);
  }

  private async setPassword(
    purpose: AccountLinkPurpose,
    { token, password }: SetPasswordWithLinkInput,
    client: string,
  ): Promise<AdminUser> {
    // Only the address's budget: a token names no account before it is checked.
    await this.throttle.attemptFrom(client);
    const invalid = () =>
      new InvalidInputError(ACCOUNT_LINK_MESSAGES[purpose], {
        token: ACCOUNT_LINK_MESSAGES[purpose],
      });
    const tokenHash = hashLinkToken(token.trim());
    const status = purpose === 'invitation' ? 'invited' : 'active';
    const link = await this.em.findOne(
      AccountLink,
      { tokenHash, purpose, usedAt: null, expiresAt: { $gt: this.now() } },
      { populate: ['account'] },
    );
    if (!link || link.account.status !== status) throw invalid();
    const names = [link.account.username, link.account.email ?? ''].map((n) =>
      n.trim().toLowerCase(),
    );
    if (names.includes(password.trim().toLowerCase())) {
      throw new InvalidInputError(ACCOUNT_LINK_MESSAGES.passwordIsName, {
        password: ACCOUNT_LINK_MESSAGES.passwordIsName,
      });
    }
    // Hashed before the transaction: its locks are held for a few updates, not a 0.3 s hash.
    const passwordHash = await hashPassword(password);
    const account = await this.em.transactional(async (em) => {
      // Claimed in one statement: of two uses at once, one finds the link already used.
      const claimed = await em.nativeUpdate(
        AccountLink,
        { id: link.id, usedAt: null, expiresAt: { $gt: this.now() } },
        { usedAt: this.now() },
      );
      if (claimed !== 1) throw invalid();
      const locked = await em.findOneOrFail(AdminUser, link.account.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (locked.status !== status) throw invalid();
      locked.passwordHash = passwordHash;
      locked.status = 'active';
      // A reset ends every session of the account; an invited account has none yet.
      locked.tokenVersion += 1;
      await em.nativeUpdate(
        AccountLink,
        { account: locked.id, usedAt: null },
        { usedAt: this.now() },
      );
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        locked.id,
        locked.username,
        purpose === 'invitation' ? ['password', 'status'] : ['password'],
        { username: locked.username, address: client },
        purpose === 'invitation' ? AuditAction.ACCEPT_INVITATION : AuditAction.PASSWORD_RESET,
      );
      return locked;
    });
    await this.throttle.succeededFrom(client);
    return account;
  }
}
