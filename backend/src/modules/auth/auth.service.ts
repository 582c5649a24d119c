import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../common/errors.js';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../config.js';
import type { Logger } from '../../logger.js';
import { AuditAction, HistoryService } from '../history/index.js';
import { voidAccountLinks } from './account-link.entity.js';
import { AdminUser } from './admin-user.entity.js';
import type { AdminLoginInput } from './dto/admin-login.input.js';
import type { ChangeAdminPasswordInput } from './dto/change-admin-password.input.js';
import type { LoginThrottle } from './login-throttle.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { ROLE_PERMISSIONS, type Permission, type UserRole } from './roles.js';
import { ACCOUNT_RECORD } from './session.service.js';
import { twoFactorRequired } from './security-settings.entity.js';
import { TWO_FACTOR_MESSAGES, TwoFactorService } from './two-factor.service.js';
import type { AuthUser, TokenService } from './token.service.js';

/** The app-wide pieces of authentication, made once in createApp and shared by REST and GraphQL. */
export interface AuthKit {
  tokens: TokenService;
  throttle: LoginThrottle;
}

export interface AdminSessionData {
  token: string;
  /** Owners require two-factor and the account has none yet: it may only set it up. */
  mustSetUpTwoFactor: boolean;
  expiresAt: Date;
  username: string;
  role: UserRole;
  /** What the role allows (roles.ts), so the admin shows only those screens. */
  permissions: Permission[];
}

/**
 * An account whose credentials (and code) just checked out, at its current token version: what a
 * sign-in or a password change hands on, to become a bearer token (issueToken) or a browser
 * session (BrowserSessionService.start).
 */
export interface SignedIn {
  account: Pick<AdminUser, 'id' | 'username' | 'role' | 'tokenVersion'>;
  twoFactorEnabled: boolean;
  /** Owners require two-factor and the account has none yet: it may only set it up. */
  mustSetUpTwoFactor: boolean;
}

/** A bearer token for a signed-in account, with who it is and what it may do. */
export function issueToken(
  tokens: TokenService,
  { account, mustSetUpTwoFactor }: SignedIn,
): AdminSessionData {
  const { id, username, role } = account;
  const issued = tokens.issue({ id, username, role }, account.tokenVersion);
  return {
    ...issued,
    username,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    mustSetUpTwoFactor,
  };
}

/** What `login` answers: the signed-in account, or a challenge waiting for a two-factor code. */
export type LoginResult = { signedIn: SignedIn } | { challenge: string };

export const INVALID_CREDENTIALS = 'Invalid credentials';
/** A two-factor challenge that is unknown, expired (5 minutes) or void (signed out meanwhile). */
export const CHALLENGE_EXPIRED = 'The sign-in has expired. Please sign in again.';
/** Admin-only fields and routes asked without a bearer token. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
/** Admin-only fields and routes asked with a token that is invalid or expired. */
export const TOKEN_REJECTED = 'The token is invalid or has expired';

export const PASSWORD_CHANGE_MESSAGES = {
  wrongCurrent: 'The current password is not correct',
  sameAsUsername: 'The new password must not be the username',
  sameAsCurrent: 'The new password must differ from the current one',
  changedMeanwhile: 'The password was changed in another session meanwhile. Please sign in again.',
} as const;

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly kit: AuthKit,
  ) {}

  /**
   * Checks the credentials and answers the signed-in account, or, for an account with two-factor sign-in, a
   * challenge to send back with a code (completeTwoFactor). A wrong username and a wrong password
   * answer the same message after the same work (a decoy hash is checked), so the answer says
   * nothing about which accounts exist. `client` (the IP address) and the username key the
   * sign-in throttle, which counts the attempt before the password is checked
   * (login-throttle.ts). Every sign-in and every failed one of an existing account is audited.
   */
  async login({ username, password, code }: AdminLoginInput, client: string): Promise<LoginResult> {
    await this.kit.throttle.attempt(username, client);
    const name = username.trim();
    // A username, or an account's e-mail address in any case (an invited person's username is
    // their address anyway).
    const user =
      (await this.em.findOne(AdminUser, { username: name })) ??
      (name.includes('@') ? await this.em.findOne(AdminUser, { email: name.toLowerCase() }) : null);
    // Reached by its e-mail address (or another spelling): the account's own budget pays too, so
    // a second name for it is no second guessing budget.
    const byOtherName =
      user !== null && user.username.trim().toLowerCase() !== username.trim().toLowerCase();
    if (byOtherName) await this.kit.throttle.attempt(user.username, client, { addressToo: false });
    // A disabled or invited account answers as a wrong password does, after the same work:
    // nothing says it exists.
    const active = user?.status === 'active' ? user : undefined;
    const ok = await verifyPassword(password, active?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !ok || user.status !== 'active') {
      if (user) await this.auditSignIn(user, client, AuditAction.SIGN_IN_FAILED, 'password');
      throw new UnauthenticatedError(INVALID_CREDENTIALS);
    }
    if (needsRehash(user.passwordHash)) {
      // A hash of an older, cheaper cost: replaced now that the password is known.
      user.passwordHash = await hashPassword(password);
      await this.em.flush();
    }
    await this.kit.throttle.succeeded(username, client);
    if (byOtherName)
      await this.kit.throttle.succeeded(user.username, client, { addressToo: false });
    if (user.totpSecret) {
      // A client that sends the code with the password (REST, a script) signs in in one step.
      if (!code) return { challenge: this.kit.tokens.issueChallenge(user.id, user.tokenVersion) };
      await this.checkCode(user, code, client);
    }
    return { signedIn: await this.signedIn(user, client) };
  }

  /**
   * The second step of a sign-in with two-factor: the challenge of `login` and a code from the
   * authenticator app (or a recovery code). The code spends the sign-in budgets as a password
   * does; a code already used, even within its 30 seconds, is refused.
   */
  async completeTwoFactor(
    { challenge, code }: { challenge: string; code: string },
    client: string,
  ): Promise<SignedIn> {
    const claims = this.kit.tokens.verifyChallenge(challenge);
    const user = claims ? await this.em.findOne(AdminUser, claims.id) : null;
    if (
      !claims ||
      !user ||
      user.status !== 'active' ||
      user.tokenVersion !== claims.version ||
      !user.totpSecret
    ) {
      throw new UnauthenticatedError(CHALLENGE_EXPIRED);
    }
    await this.checkCode(user, code, client);
    return this.signedIn(user, client);
  }

  /** A two-factor code for `user`, paid for from the sign-in budgets; refused as a user error. */
  private async checkCode(user: AdminUser, code: string, client: string): Promise<void> {
    await this.kit.throttle.attempt(user.username, client);
    if (!(await new TwoFactorService(this.em, this.kit.throttle).acceptSignInCode(user, code))) {
      await this.auditSignIn(user, client, AuditAction.SIGN_IN_FAILED, 'two-factor code');
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.wrongCode, {
        code: TWO_FACTOR_MESSAGES.wrongCode,
      });
    }
    await this.kit.throttle.succeeded(user.username, client);
  }

  /** Records the sign-in. */
  private async signedIn(user: AdminUser, client: string): Promise<SignedIn> {
    user.lastSignInAt = new Date();
    await this.auditSignIn(user, client, AuditAction.SIGN_IN);
    return signedInAs(this.em, user);
  }

  private async auditSignIn(user: AdminUser, client: string, action: AuditAction, what = '') {
    new HistoryService(this.em).audit(
      ACCOUNT_RECORD,
      user.id,
      user.username,
      [],
      { username: user.username, address: client },
      action,
      what ? `Wrong ${what}` : '',
    );
    await this.em.flush();
  }

  /**
   * Replaces the signed-in admin's password and ends every other session: the account's token
   * version goes up, so every token and browser session begun before (on any device) is refused,
   * and the answer is the account at its new version, for a new session of the one that asked. A wrong current password is a user error on its field
   * and spends the sign-in budget as a failed sign-in does (someone holding a stolen token must not
   * guess the password unthrottled); the new one may be neither the username nor the current one.
   */
  async changePassword(
    user: AuthUser,
    { currentPassword, newPassword }: ChangeAdminPasswordInput,
    client: string,
  ): Promise<SignedIn> {
    await this.kit.throttle.attempt(user.username, client);
    const account = await this.em.findOneOrFail(AdminUser, user.id, { refresh: true });
    const checkedHash = account.passwordHash;
    const problems: Record<string, string> = {};
    if (!(await verifyPassword(currentPassword, checkedHash))) {
      problems.currentPassword = PASSWORD_CHANGE_MESSAGES.wrongCurrent;
    } else {
      await this.kit.throttle.succeeded(user.username, client);
    }
    if (newPassword.trim().toLowerCase() === account.username.trim().toLowerCase()) {
      problems.newPassword = PASSWORD_CHANGE_MESSAGES.sameAsUsername;
    } else if (newPassword === currentPassword) {
      problems.newPassword = PASSWORD_CHANGE_MESSAGES.sameAsCurrent;
    }
    const first = Object.values(problems)[0];
    if (first) throw new InvalidInputError(first, problems);

    // Hashed before the row is locked: the lock is held for one update, not a 0.3 s hash.
    const passwordHash = await hashPassword(newPassword);
    const version = await this.em.transactional(async (em) => {
      const locked = await em.findOneOrFail(AdminUser, user.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      // Two changes at once: the second was checked against a password that is gone.
      if (locked.passwordHash !== checkedHash) {
        throw new InvalidInputError(PASSWORD_CHANGE_MESSAGES.changedMeanwhile, {
          currentPassword: PASSWORD_CHANGE_MESSAGES.changedMeanwhile,
        });
      }
      locked.passwordHash = passwordHash;
      locked.tokenVersion += 1;
      await voidAccountLinks(em, locked.id);
      // The field's name only: neither password nor its hash goes into the trail.
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        locked.id,
        locked.username,
        ['password'],
        { username: user.username, address: client },
        AuditAction.PASSWORD_CHANGE,
      );
      return locked.tokenVersion;
    });
    const { id, username, role } = account;
    return signedInAs(this.em, {
      id,
      username,
      role,
      tokenVersion: version,
      totpSecret: account.totpSecret,
    });
  }
}

/** `account` as signed in now: whether it has two-factor, and whether it must still set it up. */
async function signedInAs(
  em: EntityManager,
  account: Pick<AdminUser, 'id' | 'username' | 'role' | 'tokenVersion' | 'totpSecret'>,
): Promise<SignedIn> {
  const twoFactorEnabled = account.totpSecret !== null;
  return {
    account,
    twoFactorEnabled,
    mustSetUpTwoFactor: !twoFactorEnabled && (await twoFactorRequired(em)),
  };
}

/**
 * Creates the first owner from ADMIN_USERNAME/ADMIN_PASSWORD when the database has no owner (an
 * empty one, or one where `npm run admin -- create-account` made only editors or support
 * accounts before the first start), and otherwise changes nothing: a password changed later (in
 * the admin, or with `npm run admin -- reset-password`) survives every restart, a restart signs
 * nobody out, and an existing account of that name keeps its role. Runs at every start under the
 * start-up lock (db/startup-lock.ts), so two instances starting together create one account.
 * Returns the account it created, or undefined.
 */
export async function ensureAdmin(
  em: EntityManager,
  credentials: { username: string; password: string },
  logger?: Logger,
): Promise<AdminUser | undefined> {
  if ((await em.count(AdminUser, { role: 'owner' })) > 0) return undefined;
  const username = credentials.username.trim();
  if ((await em.count(AdminUser, { username })) > 0) return undefined;
  const user = em.create(AdminUser, {
    username,
    role: 'owner',
    passwordHash: await hashPassword(credentials.password),
  });
  await em.flush();
  logger?.info({ username }, 'created the admin account');
  return user;
}

/**
 * Makes a staff account with a role (the command `npm run admin -- create-account`), until the
 * admin invites people itself. The password rule is reset's; a taken username is refused and
 * nothing changes.
 */
export async function createStaffAccount(
  em: EntityManager,
  username: string,
  role: UserRole,
  password: string,
): Promise<AdminUser> {
  const name = username.trim();
  if (!name || [...name].length > USERNAME_MAX_LENGTH) {
    throw new InvalidInputError(USERNAME_INVALID, { username: USERNAME_INVALID });
  }
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new InvalidInputError(PASSWORD_TOO_SHORT, { password: PASSWORD_TOO_SHORT });
  }
  const passwordHash = await hashPassword(password);
  // One statement: of two commands for one name at once, the second finds the row.
  const [row] = await em.getConnection().execute<{ id: number }[]>(
    `insert into "admin_users" ("username", "password_hash", "role") values (?, ?, ?)
         on conflict ("username") do nothing returning "id"`,
    [name, passwordHash, role],
  );
  if (!row) throw new InvalidInputError(USERNAME_TAKEN(name), { username: USERNAME_TAKEN(name) });
  return em.findOneOrFail(AdminUser, row.id);
}

const USERNAME_MAX_LENGTH = 100;
const USERNAME_INVALID = `A username is 1 to ${USERNAME_MAX_LENGTH} characters`;
const USERNAME_TAKEN = (name: string) => `An account named "${name}" already exists`;

export const PASSWORD_TOO_SHORT = `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;

/**
 * Sets a new password on an existing admin account, found by username or e-mail address (the
 * recovery command, `npm run admin -- reset-password <username or e-mail>`) and raises its token version, so every session
 * of the account, on every device, is signed out. The length rule is production's
 * (ADMIN_PASSWORD_MIN_LENGTH), whatever PUBLIC_URL says: a recovered password is a real one.
 */
export async function resetAdminPassword(
  em: EntityManager,
  username: string,
  password: string,
): Promise<AdminUser> {
  // In characters (code points), as every input length here is counted, not UTF-16 units.
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new InvalidInputError(PASSWORD_TOO_SHORT, { password: PASSWORD_TOO_SHORT });
  }
  const name = username.trim();
  // A username, or an account's e-mail address (any case): an owner may not remember which.
  const user =
    (await em.findOne(AdminUser, { username: name })) ??
    (name.includes('@') ? await em.findOne(AdminUser, { email: name.toLowerCase() }) : null);
  if (!user) throw new NotFoundError(`No admin account is named "${name}"`);
  user.passwordHash = await hashPassword(password);
  user.tokenVersion += 1;
  await voidAccountLinks(em, user.id);
  await em.flush();
  return user;
}
