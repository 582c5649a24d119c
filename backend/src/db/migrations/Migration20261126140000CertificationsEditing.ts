import { Migration } from '@mikro-orm/migrations';

/**
 * Certification cards and the documentation page's documents the office edits: a version for the
 * optimistic lock, and their display order renumbered 0, 1, 2… without gaps or ties, as the order
 * is today (sort order, then id), so a move can name a position. Documents are numbered within
 * their kind (a tab of /documentation), the unit a move works in; a card's subtypes within it.
 */
export class Migration20261126140000CertificationsEditing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "certification_cards" add column "version" int not null default 1;`);
    this.addSql(`alter table "documents" add column "version" int not null default 1;`);
    this.addSql(`update "certification_cards" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (order by "sort_order", "id") as position
              from "certification_cards") as r
     where t."id" = r."id";`);
    this.addSql(`update "certification_subtypes" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (partition by "card_id" order by "sort_order", "id") as position
              from "certification_subtypes") as r
     where t."id" = r."id";`);
    this.addSql(`update "documents" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (partition by "kind" order by "sort_order", "id") as position
              from "documents") as r
     where t."id" = r."id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "certification_cards" drop column "version";`);
    this.addSql(`alter table "documents" drop column "version";`);
  }
}
