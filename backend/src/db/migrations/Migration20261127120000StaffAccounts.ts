import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts (issue 25, part 1): each person's name, e-mail address, status and last sign-in
 * beside the username and role. Existing accounts are active; their name and e-mail stay empty
 * until someone fills them in. An address belongs to one account at most (any case).
 */
export class Migration20261127120000StaffAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users"
      add column "name" varchar(100) null,
      add column "email" varchar(254) null,
      add column "status" text check ("status" in ('invited', 'active', 'disabled')) not null default 'active',
      add column "last_sign_in_at" timestamptz null;`);
    this.addSql(
      `create unique index "admin_users_email_unique" on "admin_users" (lower("email")) where "email" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "admin_users_email_unique";`);
    this.addSql(`alter table "admin_users"
      drop column "name", drop column "email", drop column "status", drop column "last_sign_in_at";`);
  }
}
