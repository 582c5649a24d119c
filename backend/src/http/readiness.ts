import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, unavailableLogFields } from '../db/unavailable.js';
import type { Logger } from '../logger.js';

/** Settles with 'timeout' after `ms` unless `work` settles first (and keeps no timer running). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz: 200 while PostgreSQL answers `select 1`, else 503 with `Retry-After`, always within
 * `timeoutMs` (READYZ_TIMEOUT_MS). A load balancer polls it every few seconds, so it never waits
 * on the pool or a stalled connection longer than that: the check that is still running is
 * abandoned (its own statement timeout ends it) and the answer is "down".
 */
export function readinessRoute(orm: MikroORM, timeoutMs: number, logger: Logger): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const check = orm.em.fork().getConnection().execute('select 1');
    try {
      if ((await within(check, timeoutMs)) !== 'timeout') {
        res.json({ status: 'ok', database: 'up' });
        return;
      }
      check.catch(() => undefined);
      logger.warn({ timeoutMs }, 'readiness check timed out');
    } catch (error) {
      logger.warn({ err: unavailableLogFields(error) }, 'readiness check failed');
    }
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(503).json({ status: 'unavailable', database: 'down' });
  };
}
