import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Document } from '../modules/documents/document.entity.js';
import { DocumentService } from '../modules/documents/document.service.js';
import type { Certification } from '../modules/products/certification.entity.js';
import { ProductService } from '../modules/products/product.service.js';

/** Batches per-product lookups of one request into one query each (made per request). */
export function createLoaders(em: EntityManager) {
  return {
    certificationsByProduct: new DataLoader<number, Certification[]>((ids) =>
      new ProductService(em).certificationsByProduct(ids),
    ),
    safetyDataSheetByProduct: new DataLoader<number, Document | null>((ids) =>
      new DocumentService(em).safetyDataSheetsByProduct(ids),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
