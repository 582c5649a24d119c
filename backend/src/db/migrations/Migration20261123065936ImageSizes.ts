import { Migration } from '@mikro-orm/migrations';

/**
 * Sizes and responsive variants of uploaded images. Rows that exist already keep null sizes and no
 * variants: built-in images get their size from their SVG file, older uploads show without it.
 */
export class Migration20261123065936ImageSizes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "image_assets" add column "width" int null, add column "height" int null, add column "variants" jsonb not null default '[]';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "image_assets" drop column "width", drop column "height", drop column "variants";`,
    );
  }
}
