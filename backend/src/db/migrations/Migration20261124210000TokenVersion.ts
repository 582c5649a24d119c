import { Migration } from '@mikro-orm/migrations';

/**
 * The admin account's token version, carried in its tokens as `ver`: sign-out and a password
 * change raise it, which revokes every token issued before. Tokens issued before this migration
 * carry no `ver` and are refused, so admins sign in once more.
 */
export class Migration20261124210000TokenVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users" add column "token_version" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_users" drop column "token_version";`);
  }
}
