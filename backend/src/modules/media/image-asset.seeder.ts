import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { ImageAsset } from './image-asset.entity.js';
import { SEED_IMAGE_ASSETS } from './image-asset.seed-data.js';

export class ImageAssetSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(ImageAsset)) > 0) return;
    SEED_IMAGE_ASSETS.forEach((data, index) =>
      em.create(ImageAsset, { ...data, sortOrder: index }),
    );
    await em.flush();
  }
}
