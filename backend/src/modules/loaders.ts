import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { DocumentService, type Document } from './documents/index.js';
import { ImageAssetService, type ResponsiveImage } from './media/index.js';
import { ProductService, type Certification } from './products/index.js';
import { ConsentLedger, type ConsentRecord } from './subscribers/index.js';
import { TechnologyService, type TechnologyContent } from './technologies/index.js';

/** Batches per-item lookups of one request into one query each (made per request). */
export function createLoaders(em: EntityManager) {
  return {
    certificationsByProduct: new DataLoader<number, Certification[]>((ids) =>
      new ProductService(em).certificationsByProduct(ids),
    ),
    safetyDataSheetByProduct: new DataLoader<number, Document | null>((ids) =>
      new DocumentService(em).safetyDataSheetsByProduct(ids),
    ),
    /** Size and variants of the images of a page's products, newsletters, people and videos. */
    imageByUrl: new DataLoader<string, ResponsiveImage>((urls) =>
      new ImageAssetService(em).describe(urls),
    ),
    /** Consent ledger entries by subscriber: a page of the subscribers screen in one query. */
    consentsBySubscriber: new DataLoader<number, ConsentRecord[]>((ids) =>
      new ConsentLedger(em).ofMany(ids),
    ),
    /** Technology entries by key: a page's cards and its own entry in one query. */
    technologyByKey: new DataLoader<string, TechnologyContent | null>((keys) =>
      new TechnologyService(em).byKeys(keys),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
