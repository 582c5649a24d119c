import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { DocumentLoaders } from '../documents/index.js';
import type { MediaLoaders, MediaScope } from '../media/index.js';
import type { Certification } from './certification.entity.js';
import { ProductService } from './product.service.js';

/** The products' per-request DataLoaders. */
export interface ProductLoaders {
  certificationsByProduct: DataLoader<number, Certification[]>;
}

export function productLoaders(em: EntityManager): ProductLoaders {
  return {
    certificationsByProduct: new DataLoader((ids) =>
      new ProductService(em).certificationsByProduct(ids),
    ),
  };
}

/** What the products' resolver reads of a request's scope. */
export interface ProductScope extends MediaScope {
  loaders: MediaLoaders & DocumentLoaders & ProductLoaders;
}
