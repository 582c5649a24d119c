import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (issue 25, part 3): each account's TOTP secret (confirmed or pending), the
 * time step of its last accepted code, its hashed recovery codes, and the owners' setting that
 * requires two-factor for every account.
 */
export class Migration20261128110000TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users"
      add column "totp_secret" varchar(64) null,
      add column "totp_pending_secret" varchar(64) null,
      add column "totp_last_step" int null,
      add column "two_factor_enabled_at" timestamptz null;`);
    this.addSql(`create table "account_recovery_codes" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "account_id" int not null,
      "code_hash" varchar(64) not null,
      "used_at" timestamptz null);`);
    this.addSql(
      `create index "account_recovery_codes_account_id_index" on "account_recovery_codes" ("account_id");`,
    );
    this
      .addSql(`alter table "account_recovery_codes" add constraint "account_recovery_codes_account_id_foreign"
      foreign key ("account_id") references "admin_users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "security_settings" (
      "id" int primary key,
      "require_two_factor" boolean not null default false,
      "updated_at" timestamptz not null default now());`);
    this.addSql(`insert into "security_settings" ("id") values (1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "security_settings";`);
    this.addSql(`drop table if exists "account_recovery_codes";`);
    this.addSql(`alter table "admin_users"
      drop column "totp_secret", drop column "totp_pending_secret",
      drop column "totp_last_step", drop column "two_factor_enabled_at";`);
  }
}
