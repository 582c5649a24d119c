import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessLineWriter, type Logger } from '../logger.js';
import { REQUEST_ID_HEADER } from '../request-id.js';
import {
  graphqlCacheKey,
  isCacheableGraphQLPost,
  isGraphQLPath,
  prereadBody,
} from './graphql-cache.js';
import { NEWSLETTER_FEEDS } from './newsletter-feed.js';
import { carriesCredentials } from './session-cookie.js';
import { preparedReply, type CachedResponse, type ResponseCache } from './response-cache.js';

/** The caches the front door reads; the Express app fills and clears them. */
export interface ResponseCaches {
  /**
   * Rendered public pages, keyed by the renderer's `pageKey`: the path and the query parameters
   * pages read. The front door looks a page up by its address as sent, so an address with other
   * query strings misses here and is answered by Express from the same entry, without a render.
   */
  pages: ResponseCache;
  /** Public REST reads and /products.json, keyed by path and query. */
  reads: ResponseCache;
  /** Answers to anonymous GraphQL queries, keyed by query, variables and operation name. */
  graphql: ResponseCache;
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

const FEEDS = new Set<string>(Object.values(NEWSLETTER_FEEDS));

/** Addresses answered from the reads cache: REST, /products.json and the newsletter's feeds. */
const isRead = (url: string) =>
  url.startsWith('/api/') || /^\/products\.json(\?|$)/.test(url) || FEEDS.has(url.split('?', 1)[0]);

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
 * the request as pino-http would, in a line written by hand (logger.ts, accessLineWriter). Everything else — misses, writes, requests with a bearer token,
 * admin pages — returns false and goes to Express, which renders and fills the caches.
 */
export function cacheFrontDoor(
  caches: ResponseCaches,
  securityHeaders: Record<string, string>,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean> {
  const logAccess = accessLineWriter(logger);
  const answer = (req: IncomingMessage, res: ServerResponse, hit: CachedResponse) => {
    const started = process.hrtime.bigint();
    // The security headers, then the entry's (a page's Content-Security-Policy is one of them,
    // page-csp.ts): for a 200, one object per entry and encoding, put together on its first hit.
    const { status, headers, body } = preparedReply(req, hit, securityHeaders);
    // One writeHead with every header: the cheapest way Node sends a response.
    // With the request's id (set by nobody before, so Node writes them all in one go).
    const id = (req as IncomingMessage & { id?: unknown }).id;
    res.writeHead(
      status,
      typeof id === 'string' ? { ...headers, [REQUEST_ID_HEADER]: id } : headers,
    );
    res.end(body);
    logAccess({
      method: req.method,
      url: req.url,
      statusCode: res.statusCode,
      responseTime: Number(process.hrtime.bigint() - started) / 1e6,
    });
    return true;
  };
  /** Reads an anonymous GraphQL POST; a miss goes on to Express with the body already read. */
  const graphql = async (req: IncomingMessage, res: ServerResponse) => {
    await prereadBody(req);
    // A miss (or a malformed body, which Express answers with 400) goes on with the body read.
    const key = graphqlCacheKey(req);
    const hit = key ? caches.graphql.get(key) : undefined;
    return hit ? answer(req, res, hit) : false;
  };
  return (req, res) => {
    if (caches.graphql.enabled && isGraphQLPath(req.url) && isCacheableGraphQLPost(req)) {
      return graphql(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.authorization) return false;
    const url = req.url ?? '/';
    if (isRead(url)) {
      if (carriesCredentials(req)) return false;
      const hit = caches.reads.get(url);
      return hit ? answer(req, res, hit) : false;
    }
    const page = wantsHtml(req.headers.accept) ? caches.pages.get(url) : undefined;
    return page ? answer(req, res, page) : false;
  };
}
