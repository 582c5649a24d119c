import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000Domain extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" varchar(100) not null, "password_hash" text not null, "role" text check ("role" in ('admin')) not null default 'admin');`,
    );
    this.addSql(
      `alter table "admin_users" add constraint "admin_users_username_unique" unique ("username");`,
    );

    this.addSql(
      `create table "certification_cards" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(120) not null, "description" text not null, "valid_until" varchar(40) not null, "expandable" boolean not null default false, "sort_order" int not null default 0);`,
    );
    this.addSql(
      `alter table "certification_cards" add constraint "certification_cards_title_unique" unique ("title");`,
    );

    this.addSql(
      `create table "certification_subtypes" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "card_id" int not null, "name" varchar(120) not null, "description" text not null, "available" boolean not null default true, "sort_order" int not null default 0);`,
    );
    this.addSql(
      `create index "certification_subtypes_card_id_sort_order_index" on "certification_subtypes" ("card_id", "sort_order");`,
    );

    this.addSql(
      `create table "contacts" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) not null, "message" text not null, "business_type" text check ("business_type" in ('Crop Farming', 'Livestock Farming', 'Mixed Farming', 'Organic Farming', 'Other')) not null);`,
    );
    this.addSql(`create index "contacts_created_at_index" on "contacts" ("created_at");`);

    this.addSql(
      `create table "crop_plans" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "crop_name" varchar(120) not null, "start_date" date not null, "end_date" date not null, "status" text check ("status" in ('planned', 'in-progress', 'completed', 'cancelled')) not null default 'planned', "field" varchar(120) not null, "notes" text null, "ai_recommendations" jsonb null, constraint crop_plans_dates_check check ((end_date >= start_date)));`,
    );
    this.addSql(
      `create index "crop_plans_user_id_start_date_index" on "crop_plans" ("user_id", "start_date");`,
    );

    this.addSql(
      `create table "image_assets" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "path" text not null, "name" varchar(120) not null, "category" text check ("category" in ('Field', 'Product', 'Consultation', 'Technology', 'Team', 'Other')) not null, "description" text not null, "tags" text[] not null default '{}', "sort_order" int not null default 0);`,
    );
    this.addSql(
      `alter table "image_assets" add constraint "image_assets_path_unique" unique ("path");`,
    );
    this.addSql(
      `create index "image_assets_category_sort_order_index" on "image_assets" ("category", "sort_order");`,
    );

    this.addSql(
      `create table "newsletters" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(200) not null, "date" timestamptz not null, "summary" text not null, "content" text not null, "image_url" text not null, "pdf_url" text not null default '');`,
    );
    this.addSql(`create index "newsletters_date_index" on "newsletters" ("date");`);

    this.addSql(
      `create table "products" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(120) not null, "slug" varchar(140) not null, "category" text check ("category" in ('Plant Nutrition', 'Soil Health', 'Organic Solutions')) not null, "description" text not null, "features" text[] not null, "image_url" text not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`alter table "products" add constraint "products_slug_unique" unique ("slug");`);
    this.addSql(`create index "products_sort_order_index" on "products" ("sort_order");`);
    this.addSql(
      `create index "products_category_sort_order_index" on "products" ("category", "sort_order");`,
    );

    this.addSql(
      `create table "documents" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" text check ("kind" in ('certificate', 'field-trial', 'safety-data-sheet')) not null, "title" varchar(200) not null, "description" text not null, "file_url" text not null, "product_id" int null, "valid_until" date null, "updated_on" date null, "sort_order" int not null default 0, constraint documents_product_check check (((kind = 'safety-data-sheet'::text) = (product_id IS NOT NULL))));`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_product_unique" unique ("product_id");`,
    );
    this.addSql(
      `create index "documents_kind_sort_order_index" on "documents" ("kind", "sort_order");`,
    );

    this.addSql(
      `create table "certifications" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "product_id" int not null, "type" varchar(120) not null, "document_url" text not null default '', "sort_order" int not null default 0);`,
    );
    this.addSql(
      `create index "certifications_product_id_sort_order_index" on "certifications" ("product_id", "sort_order");`,
    );

    this.addSql(
      `create table "subscribers" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(254) not null, "subscribe_date" timestamptz not null default now(), "is_active" boolean not null default true, "is_verified" boolean not null default false, "verification_token" text null, "preferences" text[] not null default '{}');`,
    );
    this.addSql(
      `create unique index "subscribers_email_lower_unique" on "subscribers" (lower("email"));`,
    );

    this.addSql(
      `create table "team_members" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(120) not null, "role" varchar(120) not null, "credentials" varchar(120) null, "bio" text not null, "image_url" text not null, "group" text check ("group" in ('leadership', 'consultant')) not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "team_members_sort_order_index" on "team_members" ("sort_order");`);

    this.addSql(
      `create table "technology_contents" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "key" varchar(60) not null, "title" varchar(200) not null, "short_description" text not null, "full_description" text[] not null, "images" text[] not null, "image_alts" text[] not null, "benefits" text[] not null, "applications" text[] not null, "developer_quote" text not null, "related_products" text[] not null);`,
    );
    this.addSql(
      `alter table "technology_contents" add constraint "technology_contents_key_unique" unique ("key");`,
    );

    this.addSql(
      `create table "video_categories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(80) not null, "sort_order" int not null default 0);`,
    );
    this.addSql(
      `alter table "video_categories" add constraint "video_categories_name_unique" unique ("name");`,
    );

    this.addSql(
      `create table "videos" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "category_id" int not null, "title" varchar(200) not null, "description" text not null, "url" text not null, "video_id" varchar(64) not null, "thumbnail_url" text not null, "is_available" boolean not null default true, "sort_order" int not null default 0);`,
    );
    this.addSql(
      `create index "videos_category_id_sort_order_index" on "videos" ("category_id", "sort_order");`,
    );

    this.addSql(
      `alter table "certification_subtypes" add constraint "certification_subtypes_card_id_foreign" foreign key ("card_id") references "certification_cards" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "crop_plans" add constraint "crop_plans_user_id_foreign" foreign key ("user_id") references "admin_users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "documents" add constraint "documents_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "certifications" add constraint "certifications_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "videos" add constraint "videos_category_id_foreign" foreign key ("category_id") references "video_categories" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "crop_plans" drop constraint "crop_plans_user_id_foreign";`);

    this.addSql(
      `alter table "certification_subtypes" drop constraint "certification_subtypes_card_id_foreign";`,
    );

    this.addSql(`alter table "documents" drop constraint "documents_product_id_foreign";`);

    this.addSql(
      `alter table "certifications" drop constraint "certifications_product_id_foreign";`,
    );

    this.addSql(`alter table "videos" drop constraint "videos_category_id_foreign";`);

    this.addSql(`drop table if exists "admin_users" cascade;`);

    this.addSql(`drop table if exists "certification_cards" cascade;`);

    this.addSql(`drop table if exists "certification_subtypes" cascade;`);

    this.addSql(`drop table if exists "contacts" cascade;`);

    this.addSql(`drop table if exists "crop_plans" cascade;`);

    this.addSql(`drop table if exists "image_assets" cascade;`);

    this.addSql(`drop table if exists "newsletters" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "documents" cascade;`);

    this.addSql(`drop table if exists "certifications" cascade;`);

    this.addSql(`drop table if exists "subscribers" cascade;`);

    this.addSql(`drop table if exists "team_members" cascade;`);

    this.addSql(`drop table if exists "technology_contents" cascade;`);

    this.addSql(`drop table if exists "video_categories" cascade;`);

    this.addSql(`drop table if exists "videos" cascade;`);
  }
}
