import {
  defineConfig,
  type AnyEntity,
  type EntityClass,
  type Options,
} from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { fileURLToPath } from 'node:url';
import { migrationsList } from './migrations/index.js';

export interface OrmOptions {
  clientUrl: string;
  /** Every stored entity: the module registry's ENTITIES (db/ imports no module itself). */
  entities: readonly EntityClass<AnyEntity>[];
  /** Receives MikroORM's own messages (migrator progress, queries when debug is on). */
  log?: (message: string) => void;
  debug?: boolean;
  /** Tests may use the global EntityManager; request code never does. */
  allowGlobalContext?: boolean;
}

export function ormConfig({
  clientUrl,
  entities,
  log,
  debug = false,
  allowGlobalContext = false,
}: OrmOptions): Options {
  return defineConfig({
    clientUrl,
    entities: [...entities],
    debug,
    ...(log ? { logger: log } : {}),
    allowGlobalContext,
    extensions: [Migrator, SeedManager],
    // Committed migration files are the only way the schema changes; never schema sync at start.
    migrations: {
      migrationsList,
      // Where `npm run migration:create -w backend` writes new files.
      pathTs: fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
      path: fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
  });
}
