import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type Logger } from '../logger.js';
import { startServer, type RunningServer } from '../server.js';
import { testConfig } from './app.js';
import type { TestDatabase } from './database.js';

export interface TestServer extends RunningServer {
  /** http://127.0.0.1:<port> of this instance. */
  origin: string;
}

/**
 * A whole server process's worth (server.ts: the front door, caches, change feed, mail workers)
 * on `db`, listening on 127.0.0.1 at a free port, with its own data folder unless `env` names one.
 * Several may share one database, as replicas do. `close` stops it; the caller drops `db`.
 */
export async function startTestServer(
  db: Pick<TestDatabase, 'url'>,
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'prairie-server-')));
  const config = testConfig(db, { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env });
  const server = await startServer(config, logger);
  const origin = server.url.replace('localhost', '127.0.0.1');
  return {
    ...server,
    origin,
    async close() {
      await server.close();
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
