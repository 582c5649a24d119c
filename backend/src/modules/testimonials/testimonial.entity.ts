import { Check, Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: 'What a customer says about the company, shown on the home page.' })
@Entity({ tableName: 'testimonials' })
@Check({ name: 'testimonials_rating_check', expression: '(rating >= 1) AND (rating <= 5)' })
@Index({ properties: ['sortOrder'] })
export class Testimonial extends BaseEntity<'sortOrder' | 'version'> {
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

  /** Display position on the site, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description:
      'Display position, counting from 0; lower comes first. Change it with `moveTestimonial`.',
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
