import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38: the company's fertilizer products for the Optimize Calculator and the Salt Index App
 * (modules/fertilizer), filled once by FertilizerProductSeeder, and the status each app's card
 * shows on /apps, set in the company settings (the defaults are the statuses the page showed).
 */
export class Migration20261201100000FertilizerProducts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "fertilizer_products" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "name" varchar(120) not null,
      "nitrogen_percent" double precision not null,
      "phosphate_percent" double precision not null,
      "potash_percent" double precision not null,
      "sulphur_percent" double precision not null,
      "other_percent" double precision not null default 0,
      "other_nutrients" varchar(200) not null default '',
      "form" text check ("form" in ('dry', 'liquid')) not null,
      "lb_per_us_gal" double precision null,
      "salt_index" double precision null,
      "salt_index_source" varchar(300) not null default '',
      "price_per_tonne" double precision null,
      "price_set_on" date null,
      "may_seed_place" boolean not null default false,
      "sort_order" int not null default 0,
      "version" int not null default 1,
      constraint fertilizer_products_analysis_check check ((nitrogen_percent >= (0)::double precision) AND (phosphate_percent >= (0)::double precision) AND (potash_percent >= (0)::double precision) AND (sulphur_percent >= (0)::double precision) AND (other_percent >= (0)::double precision) AND (((((nitrogen_percent + phosphate_percent) + potash_percent) + sulphur_percent) + other_percent) <= (100)::double precision))
    );`);
    this.addSql(
      `create index "fertilizer_products_sort_order_index" on "fertilizer_products" ("sort_order");`,
    );
    this.addSql(`alter table "company_settings"
      add column "app_status_optimize_calculator" text check ("app_status_optimize_calculator" in ('Live', 'Beta', 'Coming Soon')) not null default 'Beta',
      add column "app_status_spray_conditions" text check ("app_status_spray_conditions" in ('Live', 'Beta', 'Coming Soon')) not null default 'Beta',
      add column "app_status_salt_index" text check ("app_status_salt_index" in ('Live', 'Beta', 'Coming Soon')) not null default 'Beta',
      add column "app_status_farm_ops" text check ("app_status_farm_ops" in ('Live', 'Beta', 'Coming Soon')) not null default 'Coming Soon';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "fertilizer_products";`);
    this.addSql(`alter table "company_settings"
      drop column "app_status_optimize_calculator",
      drop column "app_status_spray_conditions",
      drop column "app_status_salt_index",
      drop column "app_status_farm_ops";`);
  }
}
