import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletters the office edits: a status (existing editions stay published, new ones start as
 * drafts), a version for the optimistic lock, and the history every save keeps: versions of
 * records and the audit trail of admin changes.
 */
export class Migration20261125200000NewsletterEditing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "newsletters" add column "status" text not null default 'PUBLISHED',
      add column "version" int not null default 1;`);
    this.addSql(`alter table "newsletters" alter column "status" set default 'DRAFT';`);
    this.addSql(`alter table "newsletters" add constraint "newsletters_status_check"
      check ("status" in ('DRAFT', 'PUBLISHED'));`);
    this.addSql(
      `create index "newsletters_status_date_index" on "newsletters" ("status", "date");`,
    );

    this.addSql(`create table "record_versions" (
      "id" serial primary key,
      "record_type" varchar(40) not null,
      "record_id" int not null,
      "version" int not null,
      "snapshot" jsonb not null,
      "changed_fields" text[] not null,
      "author" varchar(120) not null,
      "created_at" timestamptz not null);`);
    this.addSql(`alter table "record_versions" add constraint
      "record_versions_record_type_record_id_version_unique" unique ("record_type", "record_id", "version");`);
    this.addSql(`create index "record_versions_record_type_record_id_created_at_index"
      on "record_versions" ("record_type", "record_id", "created_at");`);

    this.addSql(`create table "audit_events" (
      "id" serial primary key,
      "actor" varchar(120) not null,
      "action" varchar(20) not null,
      "record_type" varchar(40) not null,
      "record_id" int null,
      "record_label" varchar(200) not null,
      "fields" text[] not null,
      "client_address" varchar(64) not null,
      "note" text not null default '',
      "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_events_created_at_index" on "audit_events" ("created_at");`);
    this.addSql(`create index "audit_events_record_type_record_id_index"
      on "audit_events" ("record_type", "record_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_events";`);
    this.addSql(`drop table if exists "record_versions";`);
    this.addSql(`drop index if exists "newsletters_status_date_index";`);
    this.addSql(`alter table "newsletters" drop constraint if exists "newsletters_status_check",
      drop column "status", drop column "version";`);
  }
}
