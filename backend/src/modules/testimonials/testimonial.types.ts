import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { Testimonial } from './testimonial.entity.js';

@ObjectType({ description: 'A page of testimonials, in display order.' })
export class TestimonialConnection extends ConnectionType(Testimonial, {
  name: 'Testimonial',
  noun: 'testimonial',
}) {}

/** What the testimonial mutations answer: the testimonial as stored now, or the problems. */
@ObjectType('TestimonialPayload')
export abstract class TestimonialPayload extends MutationPayload {
  @Field(() => Testimonial, {
    nullable: true,
    description: 'The testimonial as stored now; null when `userErrors` is not empty.',
  })
  testimonial!: Testimonial | null;
}

@ObjectType({ description: 'Answer to `createTestimonial`: the new testimonial, or the problems.' })
export class CreateTestimonialPayload extends TestimonialPayload {}

@ObjectType({
  description:
    'Answer to `updateTestimonial`: the saved testimonial, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateTestimonialPayload extends TestimonialPayload {}

@ObjectType({
  description:
    'Answer to `restoreTestimonialVersion`: the testimonial as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class RestoreTestimonialVersionPayload extends TestimonialPayload {}

@ObjectType({
  description: 'Answer to `moveTestimonial`: the testimonial at its new place, or the problems.',
})
export class MoveTestimonialPayload extends TestimonialPayload {}

@ObjectType({ description: 'Answer to `deleteTestimonial`.' })
export class DeleteTestimonialPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted testimonial; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
