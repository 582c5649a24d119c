import { Collection, Entity, Enum, Index, OneToMany, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Certification } from './certification.entity.js';

/** The three fixed product categories of the site (spec section 3), exactly as shown. */
export const PRODUCT_CATEGORIES = ['Plant Nutrition', 'Soil Health', 'Organic Solutions'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

@ObjectType({ description: 'A fertilizer or soil product sold by the company.' })
@Entity({ tableName: 'products' })
@Index({ properties: ['category', 'sortOrder'] })
@Index({ properties: ['sortOrder'] })
export class Product extends BaseEntity<'sortOrder'> {
  @Field(() => ID, { description: 'Stable numeric identifier, used in /products/{id}.' })
  declare id: number;

  @Field({ description: 'Product name, e.g. "Elite Phos".' })
  @Property({ length: 120 })
  name!: string;

  @Field({
    description:
      'Name in lower case with spaces replaced by hyphens, e.g. "elite-phos"; unique. Used by /solutions/products/{slug}.',
  })
  @Property({ length: 140 })
  @Unique()
  slug!: string;

  @Field(() => String, {
    description: 'One of "Plant Nutrition", "Soil Health", "Organic Solutions".',
  })
  @Enum({ items: [...PRODUCT_CATEGORIES] })
  category!: ProductCategory;

  @Field({ description: 'Marketing description (the site cuts it at 150 or 200 characters).' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => [String], { description: 'Features and benefits, one sentence each.' })
  @Property({ type: 'text[]' })
  features!: string[];

  @Field({ description: 'Image path or URL, e.g. /images/products/elite-phos.svg.' })
  @Property({ type: 'text' })
  imageUrl!: string;

  /** Display position on the site; lower comes first. */
  @Property({ default: 0 })
  sortOrder: number = 0;

  @OneToMany(() => Certification, (certification) => certification.product)
  certifications = new Collection<Certification>(this);
}
