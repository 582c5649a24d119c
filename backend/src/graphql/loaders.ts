import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Document } from '../modules/documents/document.entity.js';
import { DocumentService } from '../modules/documents/document.service.js';
import { ImageAssetService } from '../modules/media/image-asset.service.js';
import type { ResponsiveImage } from '../modules/media/responsive-image.js';
import type { Certification } from '../modules/products/certification.entity.js';
import { ProductService } from '../modules/products/product.service.js';

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
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
