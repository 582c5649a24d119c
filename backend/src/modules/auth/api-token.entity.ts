import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity.js';
import { AdminUser } from './admin-user.entity.js';
import type { Permission } from './roles.js';

/**
 * A personal API token: a bearer token an account makes for a script or an integration (the
 * GraphQL explorer, a spreadsheet export), named, scoped to some of its role's permissions and
 * revocable. Only its SHA-256 is kept; the token itself is shown once. It acts for its account, so
 * a disabled account's tokens stop at once, and a role change narrows what they may do.
 */
@Entity({ tableName: 'api_tokens' })
export class ApiToken extends BaseEntity<'lastUsedAt' | 'revokedAt'> {
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade', index: true })
  account!: AdminUser;

  /** What the person called it ("Field trial spreadsheet"). */
  @Property({ length: 100 })
  name!: string;

  @Property({ type: 'varchar', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  /** The permissions it carries: some or all of the role's, checked again at every use. */
  @Property({ type: 'text[]' })
  permissions!: Permission[];

  /** The last request it signed, to the minute. */
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
