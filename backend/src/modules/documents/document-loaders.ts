import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Document } from './document.entity.js';
import { DocumentService } from './document.service.js';

/** The documents' per-request DataLoaders. */
export interface DocumentLoaders {
  /** Each product's safety data sheet (or null): a page of products in one query. */
  safetyDataSheetByProduct: DataLoader<number, Document | null>;
}

export function documentLoaders(em: EntityManager): DocumentLoaders {
  return {
    safetyDataSheetByProduct: new DataLoader((ids) =>
      new DocumentService(em).safetyDataSheetsByProduct(ids),
    ),
  };
}
