import { Migration } from '@mikro-orm/migrations';

/**
 * Videos and their tabs the office edits: a version for the optimistic lock of a video, and the
 * display orders renumbered 0, 1, 2… without gaps or ties, as they are today (sort order, then
 * id), so a move can name a position: the tabs among themselves, the videos within their tab.
 * Deleting a tab that still holds videos is refused by the service; the foreign key now refuses
 * it too (it deleted the videos with the tab), so no race can take videos away unasked.
 */
export class Migration20261126150000VideoEditing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "videos" add column "version" int not null default 1;`);
    this.addSql(`alter table "videos" drop constraint "videos_category_id_foreign";`);
    this.addSql(
      `alter table "videos" add constraint "videos_category_id_foreign" foreign key ("category_id") references "video_categories" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`update "video_categories" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (order by "sort_order", "id") as position
              from "video_categories") as r
     where t."id" = r."id";`);
    this.addSql(`update "videos" as t set "sort_order" = r.position - 1
      from (select "id", row_number() over (partition by "category_id" order by "sort_order", "id") as position
              from "videos") as r
     where t."id" = r."id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "videos" drop column "version";`);
    this.addSql(`alter table "videos" drop constraint "videos_category_id_foreign";`);
    this.addSql(
      `alter table "videos" add constraint "videos_category_id_foreign" foreign key ("category_id") references "video_categories" ("id") on update cascade on delete cascade;`,
    );
  }
}
