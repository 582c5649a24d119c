import { Migration } from '@mikro-orm/migrations';

/**
 * Browser sessions (issue 25, part 5): the admin in a browser signs in with an opaque token in an
 * HttpOnly cookie, and only its SHA-256 is kept here, with the device and address it came from.
 * Owners set how long a session may sit idle and how long it may last at most.
 */
export class Migration20261129100000BrowserSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin_sessions" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "account_id" int not null,
      "token_hash" varchar(64) not null,
      "account_version" int not null,
      "last_seen_at" timestamptz not null default now(),
      "address" varchar(64) not null default '',
      "user_agent" varchar(300) not null default '');`);
    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "admin_sessions_account_id_index" on "admin_sessions" ("account_id");`,
    );
    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_account_id_foreign"
      foreign key ("account_id") references "admin_users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "security_settings"
      add column "session_idle_minutes" int not null default 120,
      add column "session_lifetime_hours" int not null default 12;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_sessions";`);
    this.addSql(`alter table "security_settings"
      drop column "session_idle_minutes", drop column "session_lifetime_hours";`);
  }
}
