import { MikroORM, type AnyEntity, type EntityClass } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { withDatabase } from '../db/database.js';
import { inject } from 'vitest';
import { ormConfig } from '../db/orm.config.js';
import { ENTITIES } from '../modules/index.js';
import { copyDatabase, dropDatabase, type TemplateContent } from './database-templates.js';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  /** Closes the ORM and drops the database. */
  drop(): Promise<void>;
}

/**
 * What a new test database holds besides its schema:
 * - `'all'` (or `true`, the default): the built-in content, seeded exactly as production's first
 *   start seeds it. For tests about that content itself (db/seed.test.ts, db/built-in-content.test.ts).
 * - `'settings'`: only the company's contact facts, the one settings row that e-mails, pages and
 *   the footer read. For tests that build the records they assert on (test/factories.ts).
 * - `'none'` (or `false`): nothing at all, as a database before its first start (migration tests).
 */
export type TestSeed = 'all' | 'settings' | 'none' | boolean;

function templateFor(seed: TestSeed): TemplateContent {
  if (seed === true || seed === 'all') return 'all';
  if (seed === 'settings') return 'settings';
  return 'none';
}

/**
 * A fresh database for one test file, migrated (and seeded) as production is, so tests never
 * share rows: a copy of the run's template of that content, which the global setup migrated and
 * seeded once (test/database-templates.ts). `entities` beyond the registry's (a fixture content
 * type's) get their tables from their metadata, since no migration makes them.
 */
export async function createTestDatabase(
  options: {
    seed?: TestSeed;
    onQuery?: (sql: string) => void;
    entities?: readonly EntityClass<AnyEntity>[];
  } = {},
): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const template = inject('databaseTemplates')[templateFor(options.seed ?? 'all')];
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(serverUrl, name);
  await copyDatabase(serverUrl, template, name);
  const orm = await MikroORM.init(
    ormConfig({
      clientUrl: url,
      entities: [...ENTITIES, ...(options.entities ?? [])],
      allowGlobalContext: true,
      // With onQuery, MikroORM's query log (one message per SQL statement) goes to the callback.
      debug: Boolean(options.onQuery),
      log: options.onQuery
        ? (message) => {
            if (message.includes('[query]')) options.onQuery!(message);
          }
        : () => undefined,
    }),
  );
  if (options.entities?.length) await createTablesOf(url, options.entities);
  return {
    orm,
    url,
    async drop() {
      await orm.close(true);
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * The tables of `entities` alone, from their metadata (an ORM of their own): a diff of the whole
 * schema would also undo what the migrations add in raw SQL (trigram indexes, column types).
 */
async function createTablesOf(url: string, entities: readonly EntityClass<AnyEntity>[]) {
  const own = await MikroORM.init(ormConfig({ clientUrl: url, entities: [...entities] }));
  try {
    await own.schema.createSchema();
  } finally {
    await own.close(true);
  }
}

/** Rows in each table of the database's public schema, by table name. */
export async function rowCounts(orm: MikroORM): Promise<Record<string, number>> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [{ count }] = await connection.execute(
      `select count(*)::int as count from "${table_name}"`,
    );
    counts[table_name] = count;
  }
  return counts;
}
