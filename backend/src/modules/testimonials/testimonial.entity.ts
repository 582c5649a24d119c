import { Check, Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: 'What a customer says about the company, shown on the home page.' })
@Entity({ tableName: 'testimonials' })
@Check({ name: 'testimonials_rating_check', expression: '(rating >= 1) AND (rating <= 5)' })
@Index({ properties: ['sortOrder'] })
export class Testimonial extends BaseEntity<'sortOrder'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Name of the customer, as they agreed to be shown.' })
  @Property({ length: 120 })
  customerName!: string;

  @Field({ description: 'The testimonial text.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => Int, { description: 'Rating from 1 to 5, shown as that many stars.' })
  @Property({ type: 'smallint' })
  rating!: number;

  /** Display position on the site; lower comes first. */
  @Property({ default: 0 })
  sortOrder: number = 0;
}
