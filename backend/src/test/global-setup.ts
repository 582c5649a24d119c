import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { createLogger } from '../logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the tests may create databases on. */
    databaseServerUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole backend suite: DATABASE_URL when set (our machines, CI),
 * else an embedded one in a temporary folder. Each test file then makes its own database on it.
 */
export default async function setup(project: TestProject) {
  const fromEnv = process.env.DATABASE_URL?.trim();
  if (fromEnv) {
    project.provide('databaseServerUrl', fromEnv);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'prairie-test-pg-'));
  const embedded = await startEmbeddedDatabase(dir, createLogger('warn'), { persistent: false });
  project.provide('databaseServerUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
