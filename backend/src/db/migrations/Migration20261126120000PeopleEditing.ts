import { Migration } from '@mikro-orm/migrations';

/**
 * Testimonials and team members the office edits: a version for the optimistic lock, and their
 * display order renumbered 0, 1, 2… without gaps or ties, as the order is today (sort order, then
 * id), so a move can name a position. Team members are numbered within their group, the unit a
 * move works in.
 */
export class Migration20261126120000PeopleEditing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "testimonials" add column "version" int not null default 1;`);
    this.addSql(`alter table "team_members" add column "version" int not null default 1;`);
    this.addSql(`update "testimonials" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (order by "sort_order", "id") as position
              from "testimonials") as r
     where t."id" = r."id";`);
    this.addSql(`update "team_members" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (partition by "group" order by "sort_order", "id") as position
              from "team_members") as r
     where t."id" = r."id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "testimonials" drop column "version";`);
    this.addSql(`alter table "team_members" drop column "version";`);
  }
}
