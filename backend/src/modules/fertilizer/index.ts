import type { AppModule } from '../../common/app-module.js';
import { FertilizerProduct } from './fertilizer-product.entity.js';
import { FertilizerProductResolver } from './fertilizer-product.resolver.js';
import { FertilizerToolsResolver } from './fertilizer-tools.resolver.js';
import { FertilizerProductSeeder } from './fertilizer.seeder.js';

export { FertilizerForm, FertilizerProduct } from './fertilizer-product.entity.js';
export { FERTILIZER_RECORD, FertilizerProductService } from './fertilizer.service.js';
export { FertilizerToolsService } from './fertilizer-tools.service.js';
export { FertilizerCatalogue, type FertilizerScope } from './fertilizer-catalogue.js';

/**
 * The company's fertilizer products (a content type: versioned, audited, publish-checked) and the
 * farm tools' API over them: the Optimize Calculator's plan and targets, the Salt Index App's
 * seed-row check, both by the agronomy module.
 */
export const fertilizerModule: AppModule = {
  name: 'fertilizer',
  entities: [FertilizerProduct],
  publicEntities: [FertilizerProduct],
  seeders: [FertilizerProductSeeder],
  resolvers: [FertilizerProductResolver, FertilizerToolsResolver],
};
