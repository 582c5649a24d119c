import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { SafetyDataSheets } from '../documents/index.js';
import { Certification } from './certification.entity.js';
import { productSlug } from './product-slug.js';
import { Product } from './product.entity.js';
import { SEED_PRODUCTS } from './product.seed-data.js';

/** The day the built-in safety data sheets were last updated. */
const SHEETS_UPDATED_ON = '2024-01-15';

/** The built-in products with their certifications and safety data sheets (after DocumentSeeder). */
export class ProductSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(Product)) > 0) return;
    const products = SEED_PRODUCTS.map((data, index) => {
      const slug = productSlug(data.name);
      const product = em.create(Product, {
        name: data.name,
        slug,
        category: data.category,
        description: data.description,
        features: data.features,
        imageUrl: `/images/products/${slug}.svg`,
        sortOrder: index,
      });
      data.certifications.forEach((certification, position) =>
        em.create(Certification, {
          product,
          type: certification.type,
          documentUrl: `/documents/certifications/${certification.file}`,
          sortOrder: position,
        }),
      );
      return product;
    });
    await em.flush();
    new SafetyDataSheets(em).seed(products, SHEETS_UPDATED_ON);
    await em.flush();
  }
}
