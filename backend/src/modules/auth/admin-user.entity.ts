import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity.js';
import { USER_ROLES, type UserRole } from './roles.js';

/**
 * A staff account. The first one is created from ADMIN_USERNAME/ADMIN_PASSWORD at the
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
}
