import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import { sendPrepared, type CachedResponse, type ResponseCache } from './response-cache.js';

/** The caches the front door reads; the Express app fills and clears them. */
export interface ResponseCaches {
  /** Rendered public pages, keyed by path and query. */
  pages: ResponseCache;
  /** Public REST reads and /products.json, keyed by path and query. */
  reads: ResponseCache;
}

/** The headers a middleware always sets (helmet's), read once from a stand-in response. */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => undefined);
  return headers;
}

const isRead = (url: string) => url.startsWith('/api/') || /^\/products\.json(\?|$)/.test(url);

/**
 * Like the app's page router, treats a request as a page request unless it prefers JSON: no
 * Accept header, `*\/*` or any list naming text/html. Anything less clear goes to Express.
 */
function wantsHtml(accept: string | undefined): boolean {
  if (!accept || accept === '*/*') return true;
  return accept.includes('text/html');
}

/**
 * Answers cache hits before Express sees the request, as a reverse proxy's micro-cache would: a
 * hot page or API read then costs a lookup and a socket write, not a trip through the middleware
 * chain. It sends the same security headers as the app (helmet's, captured at start) and logs
 * the request as pino-http would. Everything else — misses, writes, requests with a bearer token,
 * admin pages — returns false and goes to Express, which renders and fills the caches.
 */
export function cacheFrontDoor(
  caches: ResponseCaches,
  securityHeaders: Record<string, string>,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const headerList = Object.entries(securityHeaders);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.authorization) return false;
    const url = req.url ?? '/';
    let hit: CachedResponse | undefined;
    if (isRead(url)) hit = caches.reads.get(url);
    else if (wantsHtml(req.headers.accept)) hit = caches.pages.get(url);
    if (!hit) return false;
    const started = process.hrtime.bigint();
    for (const [name, value] of headerList) res.setHeader(name, value);
    sendPrepared(req, res, hit);
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          req: { method: req.method, url },
          res: { statusCode: res.statusCode },
          responseTime: Number(process.hrtime.bigint() - started) / 1e6,
          cache: 'hit',
        },
        'request completed',
      );
    }
    return true;
  };
}
