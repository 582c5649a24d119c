import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { ImageVariant } from './responsive-image.js';

/** Categories of the image manager (spec section 3). */
export const IMAGE_CATEGORIES = [
  'Field',
  'Product',
  'Consultation',
  'Technology',
  'Team',
  'Other',
] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

@ObjectType({ description: 'An image of the image manager (/admin/images).' })
@Entity({ tableName: 'image_assets' })
@Index({ properties: ['category', 'sortOrder'] })
export class ImageAsset extends BaseEntity<'sortOrder' | 'tags' | 'width' | 'height' | 'variants'> {
  @Field(() => ID)
  declare id: number;

  @Field({ description: 'Path the image is served at, e.g. /images/fields/canola-bloom.svg.' })
  @Property({ type: 'text' })
  @Unique()
  path!: string;

  @Field()
  @Property({ length: 120 })
  name!: string;

  @Field(() => String, {
    description: 'One of "Field", "Product", "Consultation", "Technology", "Team", "Other".',
  })
  @Enum({ items: [...IMAGE_CATEGORIES] })
  category!: ImageCategory;

  @Field()
  @Property({ type: 'text' })
  description!: string;

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  tags: string[] = [];

  @Property({ default: 0 })
  sortOrder: number = 0;

  // Measured with sharp when an image is uploaded. Null for the built-in SVGs, whose size is read
  // from the committed file instead (so it can never disagree with it), and for uploads made
  // before sizes were measured. Served by ImageAssetResolver's `width` and `height`.
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  // The copies made at upload (deleted with it); empty for GIFs and the built-in SVGs, whose
  // copies are files beside them. Served by ImageAssetResolver's `variants`.
  @Property({ type: 'json', defaultRaw: `'[]'` })
  variants: ImageVariant[] = [];
}
