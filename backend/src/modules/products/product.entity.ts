import {
  Collection,
  Entity,
  EntityRepositoryType,
  Enum,
  Index,
  OneToMany,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Certification } from './certification.entity.js';
import { ProductRepository } from './product.repository.js';

/**
 * The three fixed product categories of the site (spec section 3), in display order. The values
 * are the names as shown, stored in PostgreSQL and answered by the REST shims; GraphQL carries
 * the enum names (PLANT_NUTRITION, …).
 */
export enum ProductCategory {
  PLANT_NUTRITION = 'Plant Nutrition',
  SOIL_HEALTH = 'Soil Health',
  ORGANIC_SOLUTIONS = 'Organic Solutions',
}
export const PRODUCT_CATEGORIES = Object.values(ProductCategory);

registerEnumType(ProductCategory, {
  name: 'ProductCategory',
  description: 'The three product categories, in display order.',
  valuesConfig: {
    PLANT_NUTRITION: { description: '"Plant Nutrition": fertilizers that feed the crop.' },
    SOIL_HEALTH: { description: '"Soil Health": products that build the soil.' },
    ORGANIC_SOLUTIONS: { description: '"Organic Solutions": inputs approved for organic farming.' },
  },
});

@ObjectType({ description: 'A fertilizer or soil product sold by the company.' })
@Entity({ tableName: 'products', repository: () => ProductRepository })
@Index({ properties: ['category', 'sortOrder'] })
@Index({ properties: ['sortOrder'] })
export class Product extends BaseEntity<'sortOrder' | 'version'> {
  declare [EntityRepositoryType]?: ProductRepository;

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

  @Field(() => ProductCategory, { description: 'The category the product is listed under.' })
  @Enum({ items: () => ProductCategory })
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

  /**
   * Raised by every save, its certifications' and safety data sheet's included (MikroORM's
   * optimistic lock: an UPDATE names the version it read, so a racing save fails instead of
   * overwriting).
   */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;

  @OneToMany(() => Certification, (certification) => certification.product)
  certifications = new Collection<Certification>(this);
}
