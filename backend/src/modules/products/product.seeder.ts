import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Certification } from './certification.entity.js';
import { productSlug } from './product-slug.js';
import { Product } from './product.entity.js';
import { SEED_PRODUCTS } from './product.seed-data.js';

export class ProductSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(Product)) > 0) return;
    SEED_PRODUCTS.forEach((data, index) => {
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
    });
    await em.flush();
  }
}
