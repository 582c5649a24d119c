import { Migration } from '@mikro-orm/migrations';

/** Personal API tokens (issue 25): hashed, named, scoped bearer tokens of an account. */
export class Migration20261128120000ApiTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_tokens" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "account_id" int not null,
      "name" varchar(100) not null,
      "token_hash" varchar(64) not null,
      "permissions" text[] not null,
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null);`);
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "api_tokens_account_id_index" on "api_tokens" ("account_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_account_id_foreign"
      foreign key ("account_id") references "admin_users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_tokens";`);
  }
}
