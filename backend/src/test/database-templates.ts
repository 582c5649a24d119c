import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureDatabaseExists, migrate, withDatabase } from '../db/database.js';
import { ormConfig } from '../db/orm.config.js';
import { seed, type SeederClass } from '../db/seed.js';
import { createLogger } from '../logger.js';
import { companyModule } from '../modules/company/index.js';
import { ENTITIES, SEEDERS } from '../modules/index.js';

/** What a new test database may hold besides its schema (test/database.ts's TestSeed). */
export type TemplateContent = 'all' | 'settings' | 'none';

/** The template database of each content, by name. */
export type DatabaseTemplates = Record<TemplateContent, string>;

/** The seeders whose rows each template holds. */
export const TEMPLATE_SEEDERS: Record<TemplateContent, readonly SeederClass[]> = {
  all: SEEDERS,
  settings: companyModule.seeders ?? [],
  none: [],
};

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the database `name` on `serverUrl`'s server, closing whatever is connected to it. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  });
}

/** A database migrated as production migrates it, with the rows of `seeders`, then closed. */
async function makeTemplate(url: string, seeders: readonly SeederClass[]): Promise<void> {
  await ensureDatabaseExists(url);
  const orm = await MikroORM.init(
    ormConfig({
      clientUrl: url,
      entities: ENTITIES,
      allowGlobalContext: true,
      log: () => undefined,
    }),
  );
  try {
    await migrate(orm, createLogger('silent'));
    if (seeders.length > 0) await seed(orm, seeders);
  } finally {
    await orm.close(true);
  }
}

/**
 * The suite's templates, made once per run by the global setup: the migrations run once per
 * content instead of once per test file, and each file's database is a copy
 * (`create database … template …`, test/database.ts), which PostgreSQL makes in a fraction of
 * the time. The names are this run's own, so runs on one shared server never meet. `drop` removes
 * them at the end of the run.
 */
export async function createDatabaseTemplates(
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; drop: () => Promise<void> }> {
  const run = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const templates: DatabaseTemplates = {
    all: `test_template_all_${run}`,
    settings: `test_template_settings_${run}`,
    none: `test_template_none_${run}`,
  };
  const drop = async () => {
    for (const name of Object.values(templates)) await dropDatabase(serverUrl, name);
  };
  try {
    // One after another: each is mostly the same migrations, and the cores are few.
    for (const content of ['none', 'settings', 'all'] as const) {
      await makeTemplate(withDatabase(serverUrl, templates[content]), TEMPLATE_SEEDERS[content]);
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}

/** Creates the database `name` as a copy of `template` (which nothing may be connected to). */
export function copyDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    await client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`,
    );
  });
}
