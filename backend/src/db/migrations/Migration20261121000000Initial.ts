import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "testimonials" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "customer_name" varchar(120) not null,
      "content" text not null,
      "rating" smallint not null,
      "sort_order" int not null default 0,
      constraint "testimonials_rating_check" check ((rating >= 1) AND (rating <= 5))
    );`);
    this.addSql(`create index "testimonials_sort_order_index" on "testimonials" ("sort_order");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "testimonials" cascade;`);
  }
}
