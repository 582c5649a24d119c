import {
  defineConfig,
  type AnyEntity,
  type EntityClass,
  type Options,
} from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { fileURLToPath } from 'node:url';
import type { DatabaseTimeouts } from '../config.js';
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
  /** Time limits (config.ts); without them pg and knex wait up to a minute or for ever. */
  timeouts?: Omit<DatabaseTimeouts, 'readyMs'>;
}

/** How much longer than PostgreSQL's own `statement_timeout` the client waits for an answer. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/** The part of a pg connection that tells whether it is idle (the client's public field). */
interface PgConnection {
  readyForQuery?: boolean;
}

/**
 * Connection and pool options for the limits. The server cancels a statement after
 * `statementMs` (a clean error, the connection stays usable); the client gives up a second later
 * when no answer comes at all (a stalled network). A connection whose statement was given up is
 * still busy, so the pool's check throws it away instead of lending it again: once the database is
 * back, the next request opens a fresh connection instead of waiting behind a dead one.
 */
export function timeoutOptions({
  connectMs,
  acquireMs,
  statementMs,
}: NonNullable<OrmOptions['timeouts']>) {
  return {
    pool: {
      acquireTimeoutMillis: acquireMs,
      validate: (connection: PgConnection) => connection.readyForQuery !== false,
    },
    driverOptions: {
      acquireConnectionTimeout: acquireMs,
      connection: {
        keepAlive: true,
        ...(connectMs > 0 ? { connectionTimeoutMillis: connectMs } : {}),
        ...(statementMs > 0
          ? {
              statement_timeout: statementMs,
              query_timeout: statementMs + CLIENT_TIMEOUT_MARGIN_MS,
            }
          : {}),
      },
    },
  };
}

export function ormConfig({
  clientUrl,
  entities,
  log,
  debug = false,
  allowGlobalContext = false,
  timeouts,
}: OrmOptions): Options {
  const limits = timeouts ? timeoutOptions(timeouts) : undefined;
  const knexLog = (message: unknown) => log?.(`[knex] ${String(message)}`);
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
    // The abuse limits' counters (common/rate-limits.ts), the record of seed runs (seed.ts) and the
    // suppression list with its salt (modules/mail/suppression-list.ts, read and written in SQL
    // through mail_address_hash) have a migration but no entity.
    schemaGenerator: {
      skipTables: ['rate_limits', 'seed_runs', 'mail_suppressions', 'mail_suppression_salt'],
    },
    pool: { min: 0, max: 10, ...limits?.pool },
    driverOptions: {
      ...limits?.driverOptions,
      // knex's own warnings (a pooled connection found dead after an outage) go to our logger,
      // not to the console.
      log: { warn: knexLog, error: knexLog, deprecate: knexLog, debug: knexLog },
    },
  });
}
