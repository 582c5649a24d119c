import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { Testimonial } from './testimonial.entity.js';
import { TestimonialService } from './testimonial.service.js';

@Resolver(() => Testimonial)
export class TestimonialResolver {
  @Query(() => [Testimonial], { description: 'Customer testimonials in display order.' })
  testimonials(@Ctx() { em }: RequestScope): Promise<Testimonial[]> {
    return new TestimonialService(em).list();
  }
}
