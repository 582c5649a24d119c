import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The response header that names a request, and the request header a proxy may have set. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An id a proxy may hand on: short and made of the characters ids are made of (UUIDs, hex, a
 * load balancer's `Root=1-…`), so a log line never gets a newline, markup or a megabyte from it.
 */
const FORWARDED_ID = /^[A-Za-z0-9._:=+/@-]{8,128}$/;

const requests = new AsyncLocalStorage<string>();

/** The id of the request this code runs for (every log line of it carries it, logger.ts). */
export function currentRequestId(): string | undefined {
  return requests.getStore();
}

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id (TRUST_PROXY, as for the
 * client's address), else a new UUID. From an untrusted client the header is ignored, so nobody
 * can make their requests look like someone else's in the logs.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? req.headers['x-request-id'] : undefined;
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * Names the request (`req.id`, the X-Request-Id response header) and runs `handle` with the id as
 * the current one, so everything the request does, down to a job it queues a log line about, logs
 * it. A request already named (the server did, before its front door) keeps its id. With `header:
 * false` the response header is left to the caller: the front door sends it in its one writeHead,
 * which Node takes on its fast path only when no header was set before (setHeader first makes
 * writeHead set each of its headers one by one); Express's own call then sets it for the rest.
 */
export function withRequestId(
  req: IncomingMessage & { id?: unknown },
  res: ServerResponse,
  trustProxy: number,
  handle: () => void,
  { header = true }: { header?: boolean } = {},
): void {
  if (typeof req.id === 'string' && requests.getStore() === req.id) {
    if (header && !res.headersSent && !res.hasHeader(REQUEST_ID_HEADER)) {
      res.setHeader(REQUEST_ID_HEADER, req.id);
    }
    handle();
    return;
  }
  const id = typeof req.id === 'string' ? req.id : requestIdOf(req, trustProxy);
  req.id = id;
  if (header && !res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  requests.run(id, handle);
}
