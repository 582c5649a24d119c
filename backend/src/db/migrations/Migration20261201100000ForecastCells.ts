import { Migration } from '@mikro-orm/migrations';

/**
 * The Spray Condition App (issue 39): forecasts cached per cell and provider for up to an hour,
 * with the claim of the one instance fetching a cell (modules/forecast), and the foliar products
 * whose rainfast times the rating uses (modules/foliar-products).
 */
export class Migration20261201100000ForecastCells extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "forecast_cells" (
      "key" varchar(80) not null,
      "provider" varchar(20) not null,
      "latitude" double precision not null,
      "longitude" double precision not null,
      "forecast" jsonb null,
      "fetched_at" timestamptz null,
      "expires_at" timestamptz null,
      "claimed_until" timestamptz null,
      "last_error" varchar(300) null,
      constraint "forecast_cells_pkey" primary key ("key"));`);
    this.addSql(`create table "foliar_products" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "name" varchar(120) not null,
      "kind" text check ("kind" in ('foliar_nutrient', 'herbicide', 'fungicide', 'adjuvant')) not null,
      "rainfast_minutes" int not null,
      "label_notes" text not null,
      "sort_order" int not null default 0,
      "version" int not null default 1,
      constraint "foliar_products_rainfast_minutes_check" check (("rainfast_minutes" >= 15) AND ("rainfast_minutes" <= 1440)));`);
    this.addSql(
      `create index "foliar_products_sort_order_index" on "foliar_products" ("sort_order");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "foliar_products";`);
    this.addSql(`drop table if exists "forecast_cells";`);
  }
}
