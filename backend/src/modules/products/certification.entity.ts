import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Product } from './product.entity.js';

@ObjectType({ description: 'A certification or registration held by one product.' })
@Entity({ tableName: 'certifications' })
@Index({ properties: ['product', 'sortOrder'] })
export class Certification extends BaseEntity<'sortOrder' | 'documentUrl' | 'productId'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Field(() => ID, { description: 'Id of the product this certification belongs to.' })
  get productId(): number {
    return this.product.id;
  }

  @Field({ description: 'Kind of certification, e.g. "OMRI Listed".' })
  @Property({ length: 120 })
  type!: string;

  @Field({ description: 'Path or URL of the certificate PDF; empty when none is published.' })
  @Property({ type: 'text', default: '' })
  documentUrl: string = '';

  /** Display position within the product; lower comes first. */
  @Property({ default: 0 })
  sortOrder: number = 0;
}
