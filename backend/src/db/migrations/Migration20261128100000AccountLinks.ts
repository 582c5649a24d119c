import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations and password resets by e-mail (issue 25, part 2): one row per e-mailed link, with
 * only the SHA-256 of its token, its expiry and when it was used (or made void).
 */
export class Migration20261128100000AccountLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "account_links" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "account_id" int not null,
      "purpose" text check ("purpose" in ('invitation', 'password-reset')) not null,
      "token_hash" varchar(64) null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null);`);
    this.addSql(
      `alter table "account_links" add constraint "account_links_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "account_links_account_id_purpose_index" on "account_links" ("account_id", "purpose");`,
    );
    this.addSql(`alter table "account_links" add constraint "account_links_account_id_foreign"
      foreign key ("account_id") references "admin_users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_links" cascade;`);
  }
}
