import { Migration } from '@mikro-orm/migrations';

/**
 * The company's contact facts, edited in the admin's Settings: one row, filled from the built-in
 * values by CompanySettingsSeeder (a seeder, not this migration, so the values have one home).
 */
export class Migration20261125220000CompanySettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "company_settings" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "head_office_phone" varchar(30) not null,
      "fax" varchar(30) not null,
      "saskatchewan_phone" varchar(30) not null,
      "toll_free_phone" varchar(30) not null,
      "email" varchar(254) not null,
      "submissions_mailbox" varchar(254) not null,
      "head_office_street" varchar(200) not null,
      "head_office_city" varchar(100) not null,
      "head_office_province" varchar(2) not null,
      "head_office_postal_code" varchar(7) not null,
      "warehouse_street" varchar(200) not null,
      "warehouse_city" varchar(100) not null,
      "warehouse_province" varchar(2) not null,
      "warehouse_postal_code" varchar(7) not null,
      "business_hours" text not null,
      "map_latitude" double precision not null,
      "map_longitude" double precision not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_settings";`);
  }
}
