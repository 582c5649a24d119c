import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { RequestScope } from '../../common/request-scope.js';
import { ImageAssetService } from './image-asset.service.js';
import type { ImageStorage } from './image-storage.js';
import type { ResponsiveImage } from './responsive-image.js';

/** The media's per-request DataLoaders (made by mediaLoaders, once per request). */
export interface MediaLoaders {
  /** Size and variants of the images of a page's products, newsletters, people and videos. */
  imageByUrl: DataLoader<string, ResponsiveImage>;
}

export function mediaLoaders(em: EntityManager): MediaLoaders {
  return {
    imageByUrl: new DataLoader((urls) => new ImageAssetService(em).describe(urls)),
  };
}

/** What a module that shows images or keeps uploaded files reads of a request's scope. */
export interface MediaScope extends RequestScope {
  loaders: MediaLoaders;
  /** Files of uploaded images and PDFs (UPLOAD_DIR or the bucket). */
  imageStorage: ImageStorage;
}
