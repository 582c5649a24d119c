import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { ImageVariant } from './responsive-image.js';

/**
 * Categories of the image manager (spec section 3), in display order. The values are the names
 * as shown, stored in PostgreSQL and taken by POST /api/admin/images; GraphQL carries the enum
 * names (FIELD, …).
 */
export enum ImageCategory {
  FIELD = 'Field',
  PRODUCT = 'Product',
  CONSULTATION = 'Consultation',
  TECHNOLOGY = 'Technology',
  TEAM = 'Team',
  OTHER = 'Other',
}
export const IMAGE_CATEGORIES = Object.values(ImageCategory);

registerEnumType(ImageCategory, {
  name: 'ImageCategory',
  description: 'What an image of the image manager shows, for filtering the gallery.',
  valuesConfig: {
    FIELD: { description: '"Field": crops and fields.' },
    PRODUCT: { description: '"Product": product packaging and totes.' },
    CONSULTATION: { description: '"Consultation": agronomists at work with farmers.' },
    TECHNOLOGY: { description: '"Technology": soil testing and lab pictures.' },
    TEAM: { description: '"Team": portraits of the team.' },
    OTHER: { description: '"Other": anything else.' },
  },
});

@ObjectType({ description: 'An image of the image manager (/admin/images).' })
@Entity({ tableName: 'image_assets' })
@Index({ properties: ['category', 'sortOrder'] })
export class ImageAsset extends BaseEntity<'sortOrder' | 'tags' | 'width' | 'height' | 'variants'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Path the image is served at, e.g. /images/fields/canola-bloom.svg.' })
  @Property({ type: 'text' })
  @Unique()
  path!: string;

  @Field({ description: 'Display name, e.g. "Canola in Bloom"; at most 120 characters.' })
  @Property({ length: 120 })
  name!: string;

  @Field(() => ImageCategory, { description: 'What the image shows.' })
  @Enum({ items: () => ImageCategory })
  category!: ImageCategory;

  @Field({ description: 'What the image shows, usable as its alternative text; may be empty.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => [String], { description: 'Search tags, e.g. ["canola", "harvest"]; may be empty.' })
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
