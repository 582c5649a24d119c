import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity.js';
import { AdminUser } from './admin-user.entity.js';

/**
 * One of the ten recovery codes of an account with two-factor sign-in, for a lost phone: only its
 * SHA-256 is kept, and it signs in once (`usedAt`). Turning two-factor on again replaces them all.
 */
@Entity({ tableName: 'account_recovery_codes' })
export class RecoveryCode extends BaseEntity<'usedAt'> {
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade', index: true })
  account!: AdminUser;

  @Property({ type: 'varchar', length: 64, hidden: true })
  codeHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
