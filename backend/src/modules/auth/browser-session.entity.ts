import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity.js';
import { AdminUser } from './admin-user.entity.js';

/**
 * One browser signed in to the admin: the SHA-256 of the opaque token its HttpOnly cookie holds
 * (the token itself is never stored), the account's token version when it began (a password
 * change, a reset or "sign out everywhere" raises the version and so ends it), and what the
 * Sessions list shows: the device, the address and when it was last seen. A session ends when its
 * row is deleted, when it sits idle longer than the idle timeout or when it is older than the
 * absolute lifetime (both SecuritySettings, applied at every request).
 */
@Entity({ tableName: 'admin_sessions' })
export class BrowserSession extends BaseEntity<'lastSeenAt' | 'address' | 'userAgent'> {
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade', index: true })
  account!: AdminUser;

  @Property({ type: 'varchar', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'int' })
  accountVersion!: number;

  /** The last request it signed, to the minute. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  /** The client address of its last request. */
  @Property({ type: 'varchar', length: 64, default: '' })
  address: string = '';

  /** The browser's User-Agent when it signed in, cut to 300 characters. */
  @Property({ type: 'varchar', length: 300, default: '' })
  userAgent: string = '';
}
