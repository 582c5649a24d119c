import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Product } from '../products/index.js';
import { Document, DocumentKind } from './document.entity.js';
import { safetyDataSheetFile, SEED_GENERAL_DOCUMENTS } from './document.seed-data.js';

/** Runs after ProductSeeder: one safety data sheet per product. */
export class DocumentSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(Document)) > 0) return;
    SEED_GENERAL_DOCUMENTS.forEach((data, index) =>
      em.create(Document, {
        kind: data.kind as DocumentKind,
        title: data.title,
        description: data.description,
        fileUrl: `/documents/${data.file}`,
        validUntil: data.validUntil,
        updatedOn: data.updatedOn,
        sortOrder: index,
      }),
    );
    const products = await em.find(Product, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    products.forEach((product, index) =>
      em.create(Document, {
        kind: DocumentKind.SAFETY_DATA_SHEET,
        title: `${product.name} Safety Data Sheet`,
        description: `Hazards, handling, storage and first aid for ${product.name}.`,
        fileUrl: `/documents/${safetyDataSheetFile(product.slug)}`,
        product,
        updatedOn: '2024-01-15',
        sortOrder: index,
      }),
    );
    await em.flush();
  }
}
