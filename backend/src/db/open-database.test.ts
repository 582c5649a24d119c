import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appDatabaseModel } from '../composition/database-model.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../test/app.js';
import { createTestDatabase, rowCounts, type TestDatabase } from '../test/database.js';
import { openDatabase, withDatabase, type Database } from './database.js';

/*
 * Instances started together on one empty database (a first deploy with two replicas): each opens
 * it as server.ts does, with the app's model, at the same moment.
 */

const serverUrl = inject('databaseServerUrl');
const logger = createLogger('silent');
const created: string[] = [];
/** A database seeded once by the test helper: what one copy of everything looks like. */
let reference: TestDatabase;

function freshConfig(): AppConfig {
  const name = `test_open_${Date.now()}_${randomBytes(4).toString('hex')}`;
  created.push(name);
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: withDatabase(serverUrl, name),
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
}

beforeAll(async () => {
  reference = await createTestDatabase();
});

afterAll(async () => {
  await reference?.drop();
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    for (const name of created) {
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    }
  } finally {
    await client.end();
  }
});

describe('opening one database from two instances at once', () => {
  it('brings both up with one copy of the content and one admin account', async () => {
    const config = freshConfig();
    const databases: Database[] = await Promise.all([
      openDatabase(config, logger, appDatabaseModel(config)),
      openDatabase(config, logger, appDatabaseModel(config)),
    ]);
    try {
      const counts = await rowCounts(databases[0].orm);
      const expected = await rowCounts(reference.orm);
      expect(expected.products).toBeGreaterThan(0);
      // The reference has no admin account: the test helper makes none.
      expect(counts).toEqual({ ...expected, admin_users: 1 });
      expect(await rowCounts(databases[1].orm)).toEqual(counts);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('releases the start-up lock when a start fails, so the next one comes up', async () => {
    const config = freshConfig();
    const failing = {
      ...appDatabaseModel(config),
      prepare: () => Promise.reject(new Error('prepare failed on purpose')),
    };
    await expect(openDatabase(config, logger, failing)).rejects.toThrow(
      'prepare failed on purpose',
    );
    // A lock left held would make this open wait for ever (the test's timeout).
    const database = await openDatabase(config, logger, appDatabaseModel(config));
    try {
      expect((await rowCounts(database.orm)).admin_users).toBe(1);
    } finally {
      await database.close();
    }
  });
});
