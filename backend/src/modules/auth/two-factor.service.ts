import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { AdminUser } from './admin-user.entity.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './password.js';
import { RecoveryCode } from './recovery-code.entity.js';
import {
  SECURITY_SETTINGS_ID,
  SecuritySettings,
  twoFactorRequired,
} from './security-settings.entity.js';
import { ACCOUNT_RECORD } from './session.service.js';
import { ACCOUNT_NOT_FOUND } from './staff-account.service.js';
import type { AuthUser } from './token.service.js';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  qrSvg,
  totpDigits,
  totpStep,
  totpUri,
} from './two-factor.js';

export const TWO_FACTOR_MESSAGES = {
  wrongCode:
    'That code is not right, or it was used already. Enter the newest code from your authenticator app, or a recovery code.',
  wrongSetupCode:
    'That code is not right. Enter the code your authenticator app shows now for this account.',
  notStarted: 'Start the setup again: no setup is waiting for a code.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  notOn: 'Two-factor sign-in is not on for this account.',
  ownViaMyAccount: 'Turn off your own two-factor sign-in in My Account, with your password.',
  required:
    'The company requires two-factor sign-in for every account, so it cannot be turned off. An owner can change that in Settings.',
  wrongPassword: 'The password is not correct',
  idleOutlastsLifetime: 'The idle timeout cannot be longer than the session lifetime',
  ownFirst:
    'Turn on two-factor sign-in for your own account first (My Account), so that requiring it cannot lock you out.',
  mustSetUp:
    'The company requires two-factor sign-in: set it up in My Account before doing anything else.',
} as const;

/** The record type of the security settings' audit rows. */
export const SECURITY_SETTINGS_RECORD = 'security-settings';

export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * Two-factor sign-in with TOTP (issue 25): enrolment (a secret shown as a QR code and as text,
 * confirmed with a code), ten one-time recovery codes stored hashed, the check at sign-in, and
 * turning it off. Codes within ±1 step are accepted and a code's step is recorded, so no code is
 * accepted twice; every code typed spends the sign-in budgets (login-throttle.ts).
 */
export class TwoFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottle,
  ) {}

  /** A new secret for `user`, kept as pending until a code confirms it. */
  async start(user: AuthUser): Promise<TwoFactorSetup> {
    const account = await this.em.findOneOrFail(AdminUser, user.id);
    if (account.totpSecret) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.alreadyOn, {
        code: TWO_FACTOR_MESSAGES.alreadyOn,
      });
    }
    const secret = newTotpSecret();
    account.totpPendingSecret = secret;
    await this.em.flush();
    const uri = totpUri(secret, account.email ?? account.username);
    return { secret, uri, qrSvg: await qrSvg(uri) };
  }

  /**
   * Turns two-factor on once `code` is right for the pending secret, and answers the ten
   * recovery codes (shown once; only their hashes are kept).
   */
  async confirm(user: AuthUser, code: string, client: string): Promise<string[]> {
    await this.throttle.attempt(user.username, client);
    const pending = (await this.em.findOneOrFail(AdminUser, user.id, { refresh: true }))
      .totpPendingSecret;
    if (!pending) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.notStarted, {
        code: TWO_FACTOR_MESSAGES.notStarted,
      });
    }
    const step = await totpStep(pending, code);
    if (step === undefined) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.wrongSetupCode, {
        code: TWO_FACTOR_MESSAGES.wrongSetupCode,
      });
    }
    await this.throttle.succeeded(user.username, client);
    const codes = newRecoveryCodes();
    await this.em.transactional(async (em) => {
      const account = await em.findOneOrFail(AdminUser, user.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      // Confirmed twice at once, or the setup restarted meanwhile: this code is for another secret.
      if (account.totpSecret || account.totpPendingSecret !== pending) {
        throw new InvalidInputError(TWO_FACTOR_MESSAGES.notStarted, {
          code: TWO_FACTOR_MESSAGES.notStarted,
        });
      }
      account.totpSecret = pending;
      account.totpPendingSecret = null;
      account.totpLastStep = step;
      account.twoFactorEnabledAt = new Date();
      await em.nativeDelete(RecoveryCode, { account: account.id });
      for (const recovery of codes) {
        em.create(RecoveryCode, { account, codeHash: hashRecoveryCode(recovery) });
      }
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        account.id,
        account.username,
        ['twoFactor'],
        { username: user.username, address: client },
        AuditAction.TWO_FACTOR_ON,
      );
    });
    return codes;
  }

  /** Turns the signed-in person's two-factor off, with their password; not while it is required. */
  async turnOff(user: AuthUser, password: string, client: string): Promise<void> {
    await this.throttle.attempt(user.username, client);
    const account = await this.em.findOneOrFail(AdminUser, user.id, { refresh: true });
    if (!(await verifyPassword(password, account.passwordHash))) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.wrongPassword, {
        password: TWO_FACTOR_MESSAGES.wrongPassword,
      });
    }
    await this.throttle.succeeded(user.username, client);
    if (await twoFactorRequired(this.em)) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.required, {
        password: TWO_FACTOR_MESSAGES.required,
      });
    }
    await this.clear(account.id, { username: user.username, address: client });
  }

  /** An owner turns another person's two-factor off (a lost phone and lost recovery codes). */
  async turnOffFor(id: string, me: AuthUser, actor: Actor): Promise<AdminUser> {
    const accountId = parseId(id);
    const account = accountId ? await this.em.findOne(AdminUser, accountId) : null;
    if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    // One's own goes through turnOff: the password, and the owners' requirement, are asked there.
    if (account.id === me.id) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.ownViaMyAccount, {
        id: TWO_FACTOR_MESSAGES.ownViaMyAccount,
      });
    }
    if (!account.totpSecret) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.notOn, { id: TWO_FACTOR_MESSAGES.notOn });
    }
    await this.clear(account.id, actor);
    return this.em.findOneOrFail(AdminUser, account.id, { refresh: true });
  }

  /**
   * Whether `code` (a TOTP code or a recovery code) signs `account` in now; a code that does is
   * used up in the same statement that checks it, so two sign-ins at once cannot share it.
   */
  async acceptSignInCode(account: AdminUser, code: string): Promise<boolean> {
    if (!account.totpSecret) return false;
    if (totpDigits(code)) {
      const step = await totpStep(account.totpSecret, code);
      if (step === undefined) return false;
      const used = await this.em.getConnection().execute(
        `update "admin_users" set "totp_last_step" = ?
            where "id" = ? and ("totp_last_step" is null or "totp_last_step" < ?)`,
        [step, account.id, step],
        'run',
      );
      return (used as { affectedRows?: number }).affectedRows === 1;
    }
    const used = await this.em.nativeUpdate(
      RecoveryCode,
      { account: account.id, codeHash: hashRecoveryCode(code), usedAt: null },
      { usedAt: new Date() },
    );
    return used === 1;
  }

  /**
   * Owners save the sign-in rules: two-factor required or not, and the browser sessions' idle
   * timeout and lifetime (omitted: unchanged). The ranges are checked by the input's validators;
   * the idle timeout may not outlast the lifetime.
   */
  async updateSettings(
    input: {
      requireTwoFactor?: boolean | null;
      sessionIdleMinutes?: number | null;
      sessionLifetimeHours?: number | null;
    },
    me: AuthUser,
    actor: Actor,
  ): Promise<SecuritySettings> {
    const { requireTwoFactor } = input;
    const own = await this.em.findOneOrFail(AdminUser, me.id, { refresh: true });
    if (requireTwoFactor && !own.totpSecret) {
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.ownFirst, {
        requireTwoFactor: TWO_FACTOR_MESSAGES.ownFirst,
      });
    }
    return this.em.transactional(async (em) => {
      const settings = await em.findOneOrFail(SecuritySettings, SECURITY_SETTINGS_ID, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      const next = {
        requireTwoFactor: requireTwoFactor ?? settings.requireTwoFactor,
        sessionIdleMinutes: input.sessionIdleMinutes ?? settings.sessionIdleMinutes,
        sessionLifetimeHours: input.sessionLifetimeHours ?? settings.sessionLifetimeHours,
      };
      if (next.sessionIdleMinutes > next.sessionLifetimeHours * 60) {
        throw new InvalidInputError(TWO_FACTOR_MESSAGES.idleOutlastsLifetime, {
          sessionIdleMinutes: TWO_FACTOR_MESSAGES.idleOutlastsLifetime,
        });
      }
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (field) => settings[field] !== next[field],
      );
      if (changed.length > 0) {
        Object.assign(settings, next);
        new HistoryService(em).audit(
          SECURITY_SETTINGS_RECORD,
          null,
          'Security settings',
          changed,
          actor,
          AuditAction.UPDATE,
        );
      }
      return settings;
    });
  }

  private async clear(accountId: number, actor: Actor): Promise<void> {
    await this.em.transactional(async (em) => {
      const account = await em.findOneOrFail(AdminUser, accountId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      account.totpSecret = null;
      account.totpPendingSecret = null;
      account.totpLastStep = null;
      account.twoFactorEnabledAt = null;
      await em.nativeDelete(RecoveryCode, { account: account.id });
      new HistoryService(em).audit(
        ACCOUNT_RECORD,
        account.id,
        account.username,
        ['twoFactor'],
        actor,
        AuditAction.TWO_FACTOR_OFF,
      );
    });
  }
}
