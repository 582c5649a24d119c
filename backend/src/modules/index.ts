import { APP_MODULES } from './registry.generated.js';

export type { AppModule } from '../common/app-module.js';
export { APP_MODULES };

/*
 * The module registry: every module of the app, APP_MODULES, is written by `npm run imports`
 * (scripts/module-registry.mjs) into registry.generated.ts from the module folders, in the order
 * the layer table gives (scripts/backend-layers.mjs): a module after the modules it may import, so
 * built-in content is seeded after the content it refers to (the products after the documents,
 * which keep their safety data sheets). The composition roots (server.ts, cli.ts, the test
 * helpers) read the lists below and hand them to the ORM, the seeders, GraphQL and the cache
 * invalidation; adding a module folder adds no line here.
 */

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
