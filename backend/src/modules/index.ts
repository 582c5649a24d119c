import type { AppModule } from '../common/app-module.js';
import { adminModule } from './admin/index.js';
import { authModule } from './auth/index.js';
import { certificationCardsModule } from './certification-cards/index.js';
import { companyModule } from './company/index.js';
import { contactsModule } from './contacts/index.js';
import { cropPlansModule } from './crop-plans/index.js';
import { documentsModule } from './documents/index.js';
import { foliarProductsModule } from './foliar-products/index.js';
import { forecastModule } from './forecast/index.js';
import { fertilizerModule } from './fertilizer/index.js';
import { editLocksModule } from './edit-locks/index.js';
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

export type { AppModule } from '../common/app-module.js';

/**
 * The module registry: every module of the app, in seeding order (content that refers to other
 * content comes after it: the products after the documents, which keep their safety data sheets). The composition roots (server.ts,
 * cli.ts, the test helpers) read it and hand its lists to the ORM, the seeders, GraphQL and the
 * cache invalidation; adding a module is one line here.
 */
export const APP_MODULES: readonly AppModule[] = [
  authModule,
  documentsModule,
  productsModule,
  newslettersModule,
  testimonialsModule,
  teamModule,
  videosModule,
  certificationCardsModule,
  mediaModule,
  technologiesModule,
  contactsModule,
  subscribersModule,
  cropPlansModule,
  foliarProductsModule,
  forecastModule,
  fertilizerModule,
  companyModule,
  adminModule,
  historyModule,
  editLocksModule,
  mailModule,
  mailingsModule,
  privacyModule,
];

/** Every stored entity, for the ORM's configuration. */
export const ENTITIES = APP_MODULES.flatMap((module) => module.entities ?? []);

/** Every seeder of built-in content, in order. */
export const SEEDERS = APP_MODULES.flatMap((module) => module.seeders ?? []);

/** Every resolver class, for the GraphQL schema. */
export const RESOLVERS = APP_MODULES.flatMap((module) => module.resolvers ?? []);

/** Names of the entities whose writes clear the public response caches (AppModule.publicEntities). */
export const PUBLIC_ENTITIES: ReadonlySet<string> = new Set(
  APP_MODULES.flatMap((module) => module.publicEntities ?? []).map((entity) => entity.name),
);

/** Every kind of e-mail the modules send, for the mail dispatcher. */
export const MAIL_KINDS = APP_MODULES.flatMap((module) => module.mailKinds ?? []);

/** Every background job of the modules, for the mail system's workers. */
export const JOBS = APP_MODULES.flatMap((module) => module.jobs ?? []);
