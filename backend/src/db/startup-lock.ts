import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * Key of the PostgreSQL advisory lock held while a start migrates and seeds (any constant would
 * do; every instance must use the same one). Advisory locks belong to one database, so instances
 * on other databases of the same server never wait on each other.
 */
export const STARTUP_LOCK_KEY = 4_172_019_001;

/**
 * Runs `work` while holding the start-up advisory lock of `url`'s database, so that of several
 * instances started together one migrates and seeds while the others wait, then find the work
 * done. The lock is a session lock on a connection of its own (migrations run in transactions of
 * the ORM's pool, which a transaction-level lock could not span). It is released when `work` ends,
 * failed or not, and in any case when the connection closes: a crashed instance holds nothing.
 */
export async function withStartupLock<T>(
  url: string,
  logger: Logger,
  work: () => Promise<T>,
  options: { connectMs?: number } = {},
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    ...(options.connectMs ? { connectionTimeoutMillis: options.connectMs } : {}),
  });
  // A lost connection has released the lock on the server; the work itself fails or completes on
  // the ORM's own connections. Without a listener the 'error' event would crash the process.
  client.on('error', (error) => logger.warn({ err: error }, 'lost the start-up lock connection'));
  await client.connect();
  try {
    const [{ locked }] = (
      await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        STARTUP_LOCK_KEY,
      ])
    ).rows;
    if (!locked) {
      logger.info('another instance is migrating or seeding this database; waiting for it');
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock, whether or not `work` succeeded.
    await client.end().catch(() => undefined);
  }
}
