import { Migration } from '@mikro-orm/migrations';

/**
 * Staff roles (issue 25): the one `admin` role becomes three, owner, editor and support
 * (modules/auth/roles.ts). The account that existed, made from ADMIN_USERNAME, could do everything:
 * it becomes the owner. Its tokens stay valid (the role is read from the account, not the token).
 */
export class Migration20261127110000StaffRoles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_users" drop constraint if exists "admin_users_role_check";`);
    this.addSql(`update "admin_users" set "role" = 'owner' where "role" = 'admin';`);
    this.addSql(`alter table "admin_users"
      add constraint "admin_users_role_check" check ("role" in ('owner', 'editor', 'support')),
      alter column "role" set default 'owner';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_users" drop constraint if exists "admin_users_role_check";`);
    // Only the owners could do what `admin` did; the others cannot be kept.
    this.addSql(`delete from "admin_users" where "role" <> 'owner';`);
    this.addSql(`update "admin_users" set "role" = 'admin';`);
    this.addSql(`alter table "admin_users"
      add constraint "admin_users_role_check" check ("role" in ('admin')),
      alter column "role" set default 'admin';`);
  }
}
