import { Migration } from '@mikro-orm/migrations';

/**
 * The seeders of the releases before this one, with the table each filled. Written here as text,
 * not read from the modules: a migration is a snapshot of its day, and db/ imports no module.
 */
export const EARLIER_SEEDERS: readonly (readonly [seeder: string, table: string])[] = [
  ['ProductSeeder', 'products'],
  ['DocumentSeeder', 'documents'],
  ['NewsletterSeeder', 'newsletters'],
  ['TestimonialSeeder', 'testimonials'],
  ['TeamSeeder', 'team_members'],
  ['VideoSeeder', 'video_categories'],
  ['CertificationCardSeeder', 'certification_cards'],
  ['ImageAssetSeeder', 'image_assets'],
  ['TechnologySeeder', 'technology_contents'],
];

/**
 * Which seeders have loaded their built-in content into this database (db/seed.ts): each runs
 * once per database, so content the office deleted or edited is never brought back.
 *
 * A database in use before this table existed was seeded at every start, so its content is there
 * already (possibly edited, possibly partly deleted). Each earlier seeder is recorded as done on it
 * when the database has an admin account (earlier releases created it right after seeding, at
 * every start) or when the seeder's table has rows; its `ran_at` is then the time of this
 * migration. On a new database every table is empty here and nothing is recorded.
 */
export class Migration20261125210000SeedRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "seed_runs" (
      "name" varchar(200) primary key,
      "ran_at" timestamptz not null default now()
    );`);
    for (const [seeder, table] of EARLIER_SEEDERS) {
      this.addSql(
        `insert into "seed_runs" ("name") select '${seeder}' where exists (select 1 from "admin_users") or exists (select 1 from "${table}");`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seed_runs";`);
  }
}
