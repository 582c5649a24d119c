import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Testimonial } from './testimonial.entity.js';
import { TestimonialService } from './testimonial.service.js';

@Resolver(() => Testimonial)
export class TestimonialResolver {
  @Query(() => [Testimonial], { description: 'Customer testimonials in display order.' })
  testimonials(@Ctx() { em }: GraphQLContext): Promise<Testimonial[]> {
    return new TestimonialService(em).list();
  }
}
