import { Migration } from '@mikro-orm/migrations';

/**
 * The counters of the abuse limits (common/rate-limits.ts), in the shape rate-limiter-flexible's
 * PostgreSQL store reads and writes (`key`, `points`, `expire` in epoch milliseconds). Made here,
 * not by the library at start (its `tableCreated: false`), so that the schema changes only through
 * migrations and the app's database user needs no CREATE right. No entity maps it: the ORM config
 * skips it when comparing the schema.
 */
export class Migration20261124200000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" (
      "key" varchar(255) primary key,
      "points" integer not null default 0,
      "expire" bigint
    );`);
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
