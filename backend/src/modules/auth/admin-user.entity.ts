import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity.js';
import { USER_ROLES, type UserRole } from './roles.js';

export const ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * A staff account. The first one is created from ADMIN_USERNAME/ADMIN_PASSWORD at the
 * first start (see `ensureAdmin`). Its id is the `sub` of the JWT and the owner of crop plans. Never exposed
 * through GraphQL as a whole: the password hash must not leave the server.
 */
/** The kind of record of an account's audit rows (sign-ins, password changes, sign-outs). */
export const ACCOUNT_RECORD = 'account';

@Entity({ tableName: 'admin_users' })
export class AdminUser extends BaseEntity<
  | 'role'
  | 'tokenVersion'
  | 'name'
  | 'email'
  | 'status'
  | 'lastSignInAt'
  | 'totpSecret'
  | 'totpPendingSecret'
  | 'totpLastStep'
  | 'twoFactorEnabledAt'
> {
  @Property({ length: 100 })
  @Unique()
  username!: string;

  /** `scrypt$N$r$p$salt$hash`, see password.ts; never the password itself. */
  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  /** The person's name as the admin shows it; empty for an account made before names. */
  @Property({ type: 'varchar', length: 100, nullable: true })
  name: string | null = null;

  /** Where the account's mail goes (invitations, password resets); one account per address. */
  @Property({ type: 'varchar', length: 254, nullable: true })
  email: string | null = null;

  /**
   * `active` signs in; `disabled` does not, and none of its sessions or tokens is accepted from the
   * moment it is set (the check is per request, on the database, so on every instance at once).
   */
  @Enum({ items: [...ACCOUNT_STATUSES], default: 'active' })
  status: AccountStatus = 'active';

  /** The last successful sign-in. */
  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null = null;

  /** What the account may do (roles.ts). The first account, made by ensureAdmin, is an owner. */
  @Enum({ items: [...USER_ROLES], default: 'owner' })
  role: UserRole = 'owner';

  /**
   * Carried in every token as `ver`; a token whose `ver` differs is refused. Raised by sign-out
   * (which signs the account out everywhere) and by a password reset (`resetAdminPassword`), so
   * both revoke every token issued before (session.service.ts).
   */
  @Property({ type: 'integer', default: 0, hidden: true })
  tokenVersion = 0;

  /**
   * The TOTP secret (base32) of two-factor sign-in; null while it is off. Kept as authenticator
   * apps need it; the password is still needed beside it, and only its hash is stored.
   */
  @Property({ type: 'varchar', length: 64, nullable: true, hidden: true })
  totpSecret: string | null = null;

  /** A secret shown for enrolment and not yet confirmed with a code. */
  @Property({ type: 'varchar', length: 64, nullable: true, hidden: true })
  totpPendingSecret: string | null = null;

  /** The time step of the last code accepted: a code of that step or an earlier one is refused. */
  @Property({ type: 'integer', nullable: true, hidden: true })
  totpLastStep: number | null = null;

  /** When two-factor sign-in was turned on; null while it is off. */
  @Property({ type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null = null;
}
