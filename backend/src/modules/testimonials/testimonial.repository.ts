import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import { Testimonial } from './testimonial.entity.js';

/** The queries of testimonials beyond a one-liner. */
export class TestimonialRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every testimonial in display order (the home page, REST, GraphQL `testimonials`). */
  inOrder(): Promise<Testimonial[]> {
    return this.em.find(Testimonial, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  }

  /**
   * A page of the admin list, in display order, where every word of `search` is in the quote or
   * in the customer's name and farm (case-insensitive).
   */
  adminPage(
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<Testimonial>> {
    const where: FilterQuery<Testimonial>[] = searchWords(search).map((word) => {
      const pattern = containsPattern(word);
      return { $or: [{ customerName: { $ilike: pattern } }, { content: { $ilike: pattern } }] };
    });
    return findPage(
      this.em,
      Testimonial,
      { $and: where },
      { key: 'sortOrder', kind: 'int', direction: 'asc' },
      request,
    );
  }
}
