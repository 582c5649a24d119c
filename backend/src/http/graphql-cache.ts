import type { RequestHandler } from 'express';
import { getOperationAST, parse } from 'graphql';
import type { IncomingMessage } from 'node:http';
import { answerOf } from '../graphql/answer-marks.js';
import { cachedRoute, type ResponseCache } from './response-cache.js';
import { carriesCredentials } from './session-cookie.js';

/** The largest GraphQL request body read (the same limit as the /graphql JSON parser). */
export const GRAPHQL_BODY_LIMIT = 100 * 1024;

const PREREAD = Symbol('preread GraphQL body');
type PrereadRequest = IncomingMessage & { [PREREAD]?: Buffer; body?: unknown };

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * The cache key of a request: its body as sent, when the front door read it (a client repeats
 * an operation byte for byte, so nothing needs parsing to look it up), else the parsed body.
 */
export function graphqlCacheKey(req: IncomingMessage): string | undefined {
  const raw = (req as PrereadRequest)[PREREAD];
  if (raw) return raw.toString('utf8');
  const body = (req as PrereadRequest).body;
  if (!body || typeof body !== 'object') return undefined;
  return JSON.stringify(body);
}

/** The body the front door read (prereadBody), if it read one. */
export function prereadBodyOf(req: IncomingMessage): Buffer | undefined {
  return (req as PrereadRequest)[PREREAD];
}

/** True for a request to the GraphQL endpoint (the front door sees the full path). */
export function isGraphQLPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === '/graphql' || path === '/graphql/';
}

/**
 * True for an anonymous POST with a JSON body of a known, acceptable length: the only GraphQL
 * requests whose answers may be shared between visitors.
 */
export function isCacheableGraphQLPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || carriesCredentials(req)) return false;
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return false;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= GRAPHQL_BODY_LIMIT;
}

/** Reads the whole body (its length is known and bounded) and keeps it on the request. */
export function prereadBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', reject);
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      (req as PrereadRequest)[PREREAD] = body;
      resolve(body);
    });
  });
}

/**
 * For requests whose body the front door already read: parses it as express.json would (which
 * then sees a finished stream and leaves `req.body` alone), with the same 400 for bad JSON.
 */
export const prereadJson: RequestHandler = (req, _res, next) => {
  const raw = (req as PrereadRequest)[PREREAD];
  if (!raw) return next();
  try {
    req.body = JSON.parse(raw.toString('utf8'));
    next();
  } catch {
    next(Object.assign(new Error('Malformed JSON'), { status: 400, type: 'entity.parse.failed' }));
  }
};

/** True when the request runs a query (not a mutation): only queries are answered from a cache. */
function isQuery(body: GraphQLBody): boolean {
  try {
    const name = typeof body.operationName === 'string' ? body.operationName : undefined;
    return getOperationAST(parse(String(body.query)), name)?.operation === 'query';
  } catch {
    return false;
  }
}

/**
 * Keeps Apollo's answers to anonymous queries, byte for byte, so the front door can send them
 * again without running GraphQL (Apollo's own response cache still skips execution for in-process
 * server rendering). Stored only: a 200 with no `errors` for a query without a bearer token, and
 * no personal field in it and nothing transient (a forecast still being fetched), as the
 * request's answer marks say (graphql/answer-marks.ts).
 */
export function cachedGraphQL(cache: ResponseCache): RequestHandler {
  return cachedRoute(cache, {
    keyOf: (req) => (isCacheableGraphQLPost(req) ? graphqlCacheKey(req) : undefined),
    storable: (req, _res, body) =>
      !answerOf(req).personal &&
      !answerOf(req).transient &&
      isQuery(req.body as GraphQLBody) &&
      !(JSON.parse(body.toString()) as { errors?: unknown }).errors,
    // An answer to a POST: nothing for browsers or proxies to keep.
    cacheControl: 'no-store',
  });
}
