import type { AppModule } from '../../common/app-module.js';
import { Document } from './document.entity.js';
import { DocumentResolver } from './document.resolver.js';
import { DocumentSeeder } from './document.seeder.js';

export { Document, DocumentKind, type SheetProduct } from './document.entity.js';
export { documentLoaders, type DocumentLoaders } from './document-loaders.js';
export { DOCUMENT_RECORD, DocumentService, type DocumentFileChange } from './document.service.js';
export { SafetyDataSheets, type SheetOwner } from './safety-data-sheet.js';

/**
 * Documents (/documentation), the products' safety data sheets among them (each product's editor
 * changes its own). Seeded before the products, which add their sheets.
 */
export const documentsModule: AppModule = {
  name: 'documents',
  entities: [Document],
  publicEntities: [Document],
  seeders: [DocumentSeeder],
  resolvers: [DocumentResolver],
};
