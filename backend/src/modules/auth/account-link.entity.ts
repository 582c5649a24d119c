import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BaseEntity } from '../../db/base.entity.js';
import { AdminUser } from './admin-user.entity.js';

/** What an e-mailed account link lets its holder do. */
export const ACCOUNT_LINK_PURPOSES = ['invitation', 'password-reset'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * One e-mailed link to set an account's password: an invitation (7 days) or a password reset
 * (1 hour). The link's token is 32 random bytes; only its SHA-256 is kept, written when the e-mail
 * is composed (so a resent e-mail's link replaces the earlier one). Used once: `usedAt` is set in
 * the same statement that checks it is still empty. Private, never public content.
 */
@Entity({ tableName: 'account_links' })
@Index({ properties: ['account', 'purpose'] })
export class AccountLink extends BaseEntity<'tokenHash' | 'usedAt' | 'requestKey'> {
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  account!: AdminUser;

  @Enum({ items: [...ACCOUNT_LINK_PURPOSES] })
  purpose!: AccountLinkPurpose;

  /** SHA-256 (hex) of the token in the latest e-mail; null until the e-mail is composed. */
  @Property({ type: 'varchar', length: 64, nullable: true, unique: true, hidden: true })
  tokenHash: string | null = null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** The reset request that made the link (its job's key), so a job run twice sends one. */
  @Property({ type: 'uuid', nullable: true, unique: true, hidden: true })
  requestKey: string | null = null;

  /** When the link was used, or made void by a newer one or by the account's change. */
  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}

/**
 * Makes every unused e-mailed link of the account void: its password, address, status or
 * sessions changed, so a link sent before must not set a password any more.
 */
export async function voidAccountLinks(em: EntityManager, accountId: number): Promise<void> {
  await em.nativeUpdate(AccountLink, { account: accountId, usedAt: null }, { usedAt: new Date() });
}
