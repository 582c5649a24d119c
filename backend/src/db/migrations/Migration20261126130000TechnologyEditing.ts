import { Migration } from '@mikro-orm/migrations';

/** Technology entries the office edits: a version for the optimistic lock of the editor. */
export class Migration20261126130000TechnologyEditing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "technology_contents" add column if not exists "version" int not null default 1;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "technology_contents" drop column "version";`);
  }
}
