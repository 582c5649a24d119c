import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { createLogger } from '../logger.js';
import { createDatabaseTemplates, type DatabaseTemplates } from './database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the tests may create databases on. */
    databaseServerUrl: string;
    /** This run's template databases on it, which each test file's database copies. */
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * One PostgreSQL server for the whole backend suite: DATABASE_URL when set (our machines, CI),
 * else an embedded one in a temporary folder. The migrations run once, into this run's template
 * databases (test/database-templates.ts); each test file then makes its own database as a copy.
 */
export default async function setup(project: TestProject) {
  const fromEnv = process.env.DATABASE_URL?.trim();
  let stopEmbedded = async () => undefined;
  let serverUrl = fromEnv;
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'prairie-test-pg-'));
    const embedded = await startEmbeddedDatabase(dir, createLogger('warn'), { persistent: false });
    serverUrl = embedded.url;
    stopEmbedded = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  try {
    const { templates, drop } = await createDatabaseTemplates(serverUrl);
    project.provide('databaseServerUrl', serverUrl);
    project.provide('databaseTemplates', templates);
    return async () => {
      await drop();
      await stopEmbedded();
    };
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
}
