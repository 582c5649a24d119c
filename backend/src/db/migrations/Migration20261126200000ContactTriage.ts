import { Migration } from '@mikro-orm/migrations';

/**
 * Contact messages the office triages: a status (every message there is becomes NEW, as new ones
 * arrive), when and by whom it was marked handled, a note, and a version for the optimistic lock
 * of two admins working the list. A handled message always says when (a check). The list filtered
 * by status keeps its order (created_at, then id, newest first) and its cursors with a b-tree led
 * by the status.
 */
export class Migration20261126200000ContactTriage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contacts"
      add column "status" text check ("status" in ('NEW', 'HANDLED')) not null default 'NEW',
      add column "handled_at" timestamptz null,
      add column "handled_by" varchar(120) null,
      add column "note" text null,
      add column "version" int not null default 1;`);
    this.addSql(`alter table "contacts" add constraint "contacts_handled_check"
      check (((status = 'HANDLED'::text) = (handled_at IS NOT NULL)));`);
    this.addSql(`create index "contacts_status_created_at_id_index"
      on "contacts" ("status", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "contacts_status_created_at_id_index";`);
    this.addSql(`alter table "contacts" drop constraint if exists "contacts_handled_check",
      drop column "status", drop column "handled_at", drop column "handled_by",
      drop column "note", drop column "version";`);
  }
}
