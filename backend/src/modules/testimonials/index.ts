import type { AppModule } from '../../common/app-module.js';
import { Testimonial } from './testimonial.entity.js';
import { TestimonialResolver } from './testimonial.resolver.js';
import { TestimonialSeeder } from './testimonial.seeder.js';

export { Testimonial } from './testimonial.entity.js';
export { TESTIMONIAL_RECORD, TestimonialService } from './testimonial.service.js';

/** Customer testimonials (home page). */
export const testimonialsModule: AppModule = {
  name: 'testimonials',
  entities: [Testimonial],
  publicEntities: [Testimonial],
  seeders: [TestimonialSeeder],
  resolvers: [TestimonialResolver],
};
