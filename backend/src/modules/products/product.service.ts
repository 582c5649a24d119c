import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { Certification } from './certification.entity.js';
import { PRODUCT_CATEGORIES, Product, type ProductCategory } from './product.entity.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

function isCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

export class ProductService {
  constructor(private readonly em: EntityManager) {}

  /** Products in display order, optionally of one category (unknown category: invalid input). */
  list(category?: string | null): Promise<Product[]> {
    if (category != null && !isCategory(category)) {
      const message = `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`;
      throw new InvalidInputError(message, { category: message });
    }
    return this.em.find(Product, category ? { category } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
  }

  /** One product; a missing or non-numeric id is "not found". */
  async get(rawId: unknown): Promise<Product> {
    const id = parseId(rawId);
    const product = id ? await this.em.findOne(Product, { id }) : null;
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  }

  async getBySlug(slug: string): Promise<Product> {
    const product = await this.em.findOne(Product, { slug: slug.trim().toLowerCase() });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  }

  /** Certifications of one product (404 when the product does not exist). */
  async certificationsOf(rawId: unknown): Promise<Certification[]> {
    const product = await this.get(rawId);
    return (await this.certificationsByProduct([product.id]))[0];
  }

  /** For a DataLoader: the certifications of many products in one query, in the ids' order. */
  async certificationsByProduct(productIds: readonly number[]): Promise<Certification[][]> {
    const rows = await this.em.find(
      Certification,
      { product: { $in: [...productIds] } },
      { orderBy: { product: 'asc', sortOrder: 'asc', id: 'asc' } },
    );
    return productIds.map((id) => rows.filter((row) => row.product.id === id));
  }

  count(): Promise<number> {
    return this.em.count(Product);
  }
}
