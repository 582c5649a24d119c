import {
  MikroORM,
  type AnyEntity,
  type EntityClass,
  type EntityManager,
} from '@mikro-orm/postgresql';
import pg from 'pg';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.js';
import { ormConfig } from './orm.config.js';
import { seed, type SeederClass } from './seed.js';
import { withStartupLock } from './startup-lock.js';

/** Name of the application database inside the embedded server. */
export const EMBEDDED_DATABASE_NAME = 'prairie';

export interface Database {
  orm: MikroORM;
  /** Where the data lives, for the start-up log (password removed). */
  location: string;
  close(): Promise<void>;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** SQLSTATEs of a `create database` that lost the race to another process creating it. */
const DATABASE_CREATED_MEANWHILE = new Set(['42P04', '23505']);

/**
 * Creates `url`'s database when the server does not have it yet (first start on a new server).
 * Two instances starting together may both try; the one that loses finds it made.
 */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(name)}`).catch((error) => {
        if (!DATABASE_CREATED_MEANWHILE.has((error as { code?: string }).code ?? '')) throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/** Applies the committed migrations that this database has not run yet. */
export async function migrate(orm: MikroORM, logger: Logger): Promise<void> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) {
    logger.info({ migrations: applied.map((m) => m.name) }, 'applied database migrations');
  }
}

/**
 * What the app stores, given by the composition root from the module registry (modules/index.ts):
 * db/ knows no module itself.
 */
export interface DatabaseModel {
  entities: readonly EntityClass<AnyEntity>[];
  /** Seeders of the built-in content, in order (content that refers to other content last). */
  seeders: readonly SeederClass[];
  /**
   * Runs after migrations and seeding at every open, under the same lock (the app creates its
   * first admin account).
   */
  prepare?: (em: EntityManager) => Promise<void>;
}

/**
 * Obtains the database (DATABASE_URL, else an embedded server in the data folder), connects the
 * ORM, migrates and seeds it, and runs the model's `prepare`: those three under the start-up
 * advisory lock, so instances started together on one database never do them at once.
 */
export async function openDatabase(
  config: AppConfig,
  logger: Logger,
  model: DatabaseModel,
): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedDatabase(join(config.dataDir, 'postgres'), logger);
    url = withDatabase(embedded.url, EMBEDDED_DATABASE_NAME);
  }
  try {
    await ensureDatabaseExists(url);
    const orm = await MikroORM.init(
      ormConfig({
        clientUrl: url,
        entities: model.entities,
        log: (message) => logger.debug({ orm: message }, 'mikro-orm'),
        timeouts: config.databaseTimeouts,
      }),
    );
    try {
      await withStartupLock(
        url,
        logger,
        async () => {
          await migrate(orm, logger);
          const seeded = await seed(orm, model.seeders);
          if (seeded.length > 0) logger.info({ seeders: seeded }, 'loaded built-in content');
          await model.prepare?.(orm.em.fork());
        },
        { connectMs: config.databaseTimeouts.connectMs },
      );
    } catch (error) {
      await orm.close(true);
      throw error;
    }
    return {
      orm,
      location: redactUrl(url),
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
