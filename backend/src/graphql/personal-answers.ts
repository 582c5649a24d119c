import type { IncomingMessage } from 'node:http';

const PERSONAL = Symbol('personal GraphQL answer');

/**
 * Marks the request's answer personal (a field hinted `scope: PRIVATE`, e.g. a subscriber's link):
 * it is sent `no-store` and never kept by the query cache, whatever its content.
 */
export function markPersonalAnswer(req: IncomingMessage): void {
  (req as IncomingMessage & { [PERSONAL]?: boolean })[PERSONAL] = true;
}

/** Whether GraphQL marked the request's answer personal (markPersonalAnswer). */
export function isPersonalAnswer(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [PERSONAL]?: boolean })[PERSONAL] === true;
}

const TRANSIENT = Symbol('transient GraphQL answer');

/**
 * Marks the request's answer transient (a resolver set `answer.transient`, e.g. a forecast still
 * being fetched): the HTTP query cache and the page cache answer it but never keep it.
 */
export function markTransientAnswer(req: IncomingMessage): void {
  (req as IncomingMessage & { [TRANSIENT]?: boolean })[TRANSIENT] = true;
}

/** Whether GraphQL marked the request's answer transient (markTransientAnswer). */
export function isTransientAnswer(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [TRANSIENT]?: boolean })[TRANSIENT] === true;
}
