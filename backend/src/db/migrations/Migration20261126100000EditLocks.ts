import { Migration } from '@mikro-orm/migrations';

/**
 * Edit locks (modules/edit-locks): who has a record open in the admin, kept alive by heartbeats.
 * One row per record (type + id unique), so that an `insert ... on conflict` decides races between
 * two editors inside PostgreSQL: exactly one of them holds it.
 */
export class Migration20261126100000EditLocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "edit_locks" (
      "id" serial primary key,
      "record_type" varchar(40) not null,
      "record_id" int not null,
      "holder" varchar(120) not null,
      "session_key" varchar(64) not null,
      "since" timestamptz not null,
      "heartbeat_at" timestamptz not null);`);
    this.addSql(`alter table "edit_locks" add constraint
      "edit_locks_record_type_record_id_unique" unique ("record_type", "record_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "edit_locks";`);
  }
}
