import { Collection, Entity, Formula, OneToMany, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Video } from './video.entity.js';

@ObjectType({ description: 'A tab of the videos page, e.g. "Product Features".' })
@Entity({ tableName: 'video_categories' })
export class VideoCategory extends BaseEntity<'sortOrder' | 'videoCount'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Tab label, e.g. "Customer Testimonials".' })
  @Property({ length: 80 })
  @Unique()
  name!: string;

  /** Place among the tabs, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description:
      'Position of the tab, counting from 0; lower comes first. Change it with `moveVideoCategory`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /**
   * How many videos the tab holds, counted by the database when asked for (`populate`): the admin
   * list of tabs shows it without loading the videos (GraphQL's `videoCount`).
   */
  @Formula(
    (alias) => `(select count(*)::int from "videos" as v where v."category_id" = ${alias}."id")`,
    {
      lazy: true,
      type: 'integer',
    },
  )
  videoCount?: number;

  @OneToMany(() => Video, (video) => video.category)
  videos = new Collection<Video>(this);
}
