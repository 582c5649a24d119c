import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { containsPattern } from '../../common/search.js';
import type { Product, ProductCategory } from './product.entity.js';

/** The site's display order; the index on sort_order serves it and its cursors. */
const PRODUCT_ORDER: KeysetOrder<Product> = { key: 'sortOrder', kind: 'int', direction: 'asc' };

/** What the admin list is narrowed by, already read into words by the service. */
export interface ProductMatch {
  /** Each must appear in the name or the category's name, in any case. */
  words?: string[];
  category?: ProductCategory | null;
}

/** The queries of the products that are more than a one-liner. */
export class ProductRepository extends EntityRepository<Product> {
  /** One page of the products matching `match`, in display order, and how many match in all. */
  findMatching(match: ProductMatch, request: PageRequest): Promise<Connection<Product>> {
    const where: FilterQuery<Product>[] = [];
    for (const word of match.words ?? []) {
      const pattern = containsPattern(word);
      // The category is an enum stored as its shown name ("Soil Health"), matched as text.
      where.push({ $or: [{ name: { $ilike: pattern } }, { category: { $ilike: pattern } }] });
    }
    if (match.category) where.push({ category: match.category });
    const entity = this.getEntityName();
    return findPage(this.getEntityManager(), entity, { $and: where }, PRODUCT_ORDER, request);
  }

  /** The position after the last product, for a new one (it is listed last). */
  async nextSortOrder(): Promise<number> {
    const [last] = await this.find({}, { orderBy: { sortOrder: 'desc' }, limit: 1 });
    return last ? last.sortOrder + 1 : 0;
  }
}
