import type { EntityManager } from '@mikro-orm/postgresql';
import { Testimonial } from './testimonial.entity.js';

export class TestimonialService {
  constructor(private readonly em: EntityManager) {}

  /** Every testimonial in display order. */
  list(): Promise<Testimonial[]> {
    return this.em.find(Testimonial, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  }

  count(): Promise<number> {
    return this.em.count(Testimonial);
  }
}
