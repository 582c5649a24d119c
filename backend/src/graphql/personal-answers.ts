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
