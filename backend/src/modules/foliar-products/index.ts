import type { AppModule } from '../../common/app-module.js';
import { FoliarProduct } from './foliar-product.entity.js';
import { FoliarProductResolver } from './foliar-product.resolver.js';
import { FoliarProductSeeder } from './foliar-product.seeder.js';

export { FoliarProduct, FoliarProductKind } from './foliar-product.entity.js';
export { FOLIAR_PRODUCT_RECORD, FoliarProductService } from './foliar-product.service.js';
export { SEED_FOLIAR_PRODUCTS } from './foliar-product.seeder.js';

/** Sprayed products with their rainfast times (the Spray Condition App's product choice). */
export const foliarProductsModule: AppModule = {
  name: 'foliar-products',
  entities: [FoliarProduct],
  publicEntities: [FoliarProduct],
  seeders: [FoliarProductSeeder],
  resolvers: [FoliarProductResolver],
};
