import { Migration } from '@mikro-orm/migrations';

/**
 * The content of the two technologies' own pages (/technologies/{key}, their short pages and
 * cards) moved from the frontend into the technology entries: a short name, a summary paragraph
 * and the "How It Works" steps. Rows seeded before get their title as name, their short
 * description as summary and no steps; the seeder adds the two new entries at the next start.
 */
export class Migration20261124231500TechnologyPages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "technology_contents" add column "name" varchar(200) null, add column "summary" text null, add column "steps" jsonb not null default '[]';`,
    );
    this.addSql(
      `update "technology_contents" set "name" = "title", "summary" = "short_description";`,
    );
    // The entity has no defaults: every entry is written with all its fields.
    this.addSql(
      `alter table "technology_contents" alter column "name" set not null, alter column "summary" set not null, alter column "steps" drop default;`,
    );
  }

  override async down(): Promise<void> {
    // The two entries this change's seeder adds belong to pages the older code does not have.
    this.addSql(
      `delete from "technology_contents" where "key" in ('micro-extraction', 'nanosorb');`,
    );
    this.addSql(
      `alter table "technology_contents" drop column "name", drop column "summary", drop column "steps";`,
    );
  }
}
