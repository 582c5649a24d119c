import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import { IMAGE_CATEGORIES, ImageAsset, type ImageCategory } from './image-asset.entity.js';

export class ImageAssetService {
  constructor(private readonly em: EntityManager) {}

  list(category?: string | null): Promise<ImageAsset[]> {
    if (category != null && !(IMAGE_CATEGORIES as readonly string[]).includes(category)) {
      const message = `Category must be one of ${IMAGE_CATEGORIES.join(', ')}`;
      throw new InvalidInputError(message, { category: message });
    }
    return this.em.find(ImageAsset, category ? { category: category as ImageCategory } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
  }

  count(): Promise<number> {
    return this.em.count(ImageAsset);
  }
}
