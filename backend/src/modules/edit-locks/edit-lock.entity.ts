import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * Who has a record open in the admin right now, as one row per record (a newsletter, later a
 * product or a team member): the holder's username, the browser tab's session key (the admin
 * account is shared, so the username alone cannot tell two editors apart), when they opened it
 * and their last heartbeat. Rows are written with plain SQL by EditLockService, never flushed
 * through the unit of work; private either way: a lock never clears the page caches.
 */
@Entity({ tableName: 'edit_locks' })
@Unique({ properties: ['recordType', 'recordId'] })
export class EditLock {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** What kind of record: "newsletter", ... */
  @Property({ length: 40 })
  recordType!: string;

  @Property()
  recordId!: number;

  @Property({ length: 120 })
  holder!: string;

  @Property({ length: 64 })
  sessionKey!: string;

  @Property({ type: 'timestamptz' })
  since!: Date;

  @Property({ type: 'timestamptz' })
  heartbeatAt!: Date;
}
