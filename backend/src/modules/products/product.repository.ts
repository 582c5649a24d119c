import { EntityRepository } from '@mikro-orm/postgresql';
import type { Product } from './product.entity.js';

/** The queries of the products that are more than a one-liner. */
export class ProductRepository extends EntityRepository<Product> {
  /** The position after the last product, for a new one (it is listed last). */
  async nextSortOrder(): Promise<number> {
    const [last] = await this.find({}, { orderBy: { sortOrder: 'desc' }, limit: 1 });
    return last ? last.sortOrder + 1 : 0;
  }
}
