import type { AppModule } from '../../common/app-module.js';
import { Document } from './document.entity.js';
import { DocumentResolver } from './document.resolver.js';
import { DocumentSeeder } from './document.seeder.js';

export { Document, DocumentKind } from './document.entity.js';
export { documentLoaders, type DocumentLoaders } from './document-loaders.js';
export {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_RECORD,
  DocumentService,
  type DocumentFileChange,
} from './document.service.js';
export { SafetyDataSheets } from './safety-data-sheet.js';

/** Documents (/documentation) and the products' safety data sheets. Seeded after the products. */
export const documentsModule: AppModule = {
  name: 'documents',
  entities: [Document],
  publicEntities: [Document],
  seeders: [DocumentSeeder],
  resolvers: [DocumentResolver],
};
