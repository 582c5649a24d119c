// Written by `npm run imports` (scripts/module-registry.mjs) from the module folders and the
// layer table (scripts/backend-layers.mjs); edit those, not this file.
import type { AppModule } from '../common/app-module.js';
import { adminModule } from './admin/index.js';
import { authModule } from './auth/index.js';
import { certificationCardsModule } from './certification-cards/index.js';
import { companyModule } from './company/index.js';
import { contactsModule } from './contacts/index.js';
import { cropPlansModule } from './crop-plans/index.js';
import { documentsModule } from './documents/index.js';
import { editLocksModule } from './edit-locks/index.js';
import { fertilizerModule } from './fertilizer/index.js';
import { foliarProductsModule } from './foliar-products/index.js';
import { forecastModule } from './forecast/index.js';
import { historyModule } from './history/index.js';
import { mailModule } from './mail/index.js';
import { mailingsModule } from './mailings/index.js';
import { mediaModule } from './media/index.js';
import { newslettersModule } from './newsletters/index.js';
import { privacyModule } from './privacy/index.js';
import { productsModule } from './products/index.js';
import { subscribersModule } from './subscribers/index.js';
import { teamModule } from './team/index.js';
import { technologiesModule } from './technologies/index.js';
import { testimonialsModule } from './testimonials/index.js';
import { videosModule } from './videos/index.js';

/**
 * Every module of the app (each folder of modules/ that declares an AppModule), in seeding
 * order: layer by layer, bottom first; in a layer, the parts the layer table names in its order,
 * then the module folders placed there by default, by name. A module comes after every module
 * it may import.
 */
export const APP_MODULES: readonly AppModule[] = [
  historyModule,
  editLocksModule,
  companyModule,
  mediaModule,
  mailModule,
  authModule,
  documentsModule,
  productsModule,
  technologiesModule,
  subscribersModule,
  contactsModule,
  foliarProductsModule,
  forecastModule,
  certificationCardsModule,
  cropPlansModule,
  fertilizerModule,
  newslettersModule,
  teamModule,
  testimonialsModule,
  videosModule,
  adminModule,
  privacyModule,
  mailingsModule,
];
