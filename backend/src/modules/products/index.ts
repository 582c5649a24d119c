import type { AppModule } from '../../common/app-module.js';
import { Certification } from './certification.entity.js';
import { Product } from './product.entity.js';
import { ProductResolver } from './product.resolver.js';
import { ProductSeeder } from './product.seeder.js';

export { Certification } from './certification.entity.js';
export { productSlug } from './product-slug.js';
export { productLoaders, type ProductLoaders, type ProductScope } from './product-scope.js';
export { PRODUCT_CATEGORIES, Product, ProductCategory } from './product.entity.js';
export { ProductInput } from './dto/product.input.js';
export {
  CERTIFICATION_NOT_FOUND,
  NAME_TAKEN,
  PRODUCT_NOT_FOUND,
  PRODUCT_RECORD,
  ProductService,
  type DocumentChange,
} from './product.service.js';

/** Products with their certifications (/products, /soil-diagnostics). */
export const productsModule: AppModule = {
  name: 'products',
  entities: [Product, Certification],
  publicEntities: [Product, Certification],
  seeders: [ProductSeeder],
  resolvers: [ProductResolver],
};
