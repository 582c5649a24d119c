import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity.js';

export const USER_ROLES = ['admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A staff account. Today there is exactly one, created from ADMIN_USERNAME/ADMIN_PASSWORD at the
 * first start (see `ensureAdmin`). Its id is the `sub` of the JWT and the owner of crop plans. Never exposed
 * through GraphQL as a whole: the password hash must not leave the server.
 */
@Entity({ tableName: 'admin_users' })
export class AdminUser extends BaseEntity<'role' | 'tokenVersion'> {
  @Property({ length: 100 })
  @Unique()
  username!: string;

  /** `scrypt$N$r$p$salt$hash`, see password.ts; never the password itself. */
  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Enum({ items: [...USER_ROLES], default: 'admin' })
  role: UserRole = 'admin';

  /**
   * Carried in every token as `ver`; a token whose `ver` differs is refused. Raised by sign-out
   * (which signs the account out everywhere) and by a password reset (`resetAdminPassword`), so
   * both revoke every token issued before (session.service.ts).
   */
  @Property({ type: 'integer', default: 0, hidden: true })
  tokenVersion = 0;
}
