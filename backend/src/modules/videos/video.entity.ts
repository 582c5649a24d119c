import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { VideoCategory } from './video-category.entity.js';

@ObjectType({ description: 'A video hosted on an external video site.' })
@Entity({ tableName: 'videos' })
@Index({ properties: ['category', 'sortOrder'] })
export class Video extends BaseEntity<'sortOrder' | 'isAvailable' | 'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @ManyToOne(() => VideoCategory, { ref: true, deleteRule: 'restrict' })
  category!: Ref<VideoCategory>;

  @Field({ description: 'Title shown on the card.' })
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'What the video shows, one or two sentences.' })
  @Property({ type: 'text' })
  description!: string;

  @Field({ description: 'Where "Watch Video" leads (external site, new tab).' })
  @Property({ type: 'text' })
  url!: string;

  /** `externalId` in GraphQL: a field may not repeat its type's name (schema lint). */
  @Field({
    name: 'externalId',
    description: 'The id the video site gives the video (part of `url`), e.g. "pE7nSorb01a".',
  })
  @Property({ length: 64 })
  videoId!: string;

  @Field({ description: 'Thumbnail path or URL; the site falls back to the tote image.' })
  @Property({ type: 'text' })
  thumbnailUrl!: string;

  @Field({ description: 'False: the site shows a disabled "Coming Soon" button.' })
  @Property({ default: true })
  isAvailable: boolean = true;

  /** Place within its category, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description:
      'Display position within its tab, counting from 0; lower comes first. Change it with `moveVideo`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /** Raised by every save of its fields (not by a move): the optimistic lock of the editor. */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
