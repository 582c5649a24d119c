import { Collection, Entity, OneToMany, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Video } from './video.entity.js';

@ObjectType({ description: 'A tab of the videos page, e.g. "Product Features".' })
@Entity({ tableName: 'video_categories' })
export class VideoCategory extends BaseEntity<'sortOrder'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Tab label, e.g. "Customer Testimonials".' })
  @Property({ length: 80 })
  @Unique()
  name!: string;

  @Property({ default: 0 })
  sortOrder: number = 0;

  @OneToMany(() => Video, (video) => video.category)
  videos = new Collection<Video>(this);
}
