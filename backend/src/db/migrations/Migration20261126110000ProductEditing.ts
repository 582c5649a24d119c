import { Migration } from '@mikro-orm/migrations';

/**
 * Products the office edits: a version for the optimistic lock, every existing product starting
 * at 1. The admin search reads a table of a few dozen rows, so it needs no index.
 */
export class Migration20261126110000ProductEditing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "products" add column "version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" drop column "version";`);
  }
}
