import type { IncomingMessage } from 'node:http';
import type { AnswerLifetime } from '../common/request-scope.js';

/**
 * What a request's GraphQL answer is worth keeping, held on the request itself so that the
 * transports' caches (the HTTP query cache, the page cache) read what the resolvers and Apollo
 * said of it. A server-rendered page's operations share one request, so their marks add up.
 */
export interface AnswerMarks extends AnswerLifetime {
  /**
   * The answer holds a personal field (one hinted `scope: PRIVATE`, e.g. a subscriber's link): it
   * is sent `no-store` and never kept, whatever its content.
   */
  personal: boolean;
}

const MARKS = Symbol('GraphQL answer marks');

/** The marks of `req`'s answer, made unmarked on first use; the request's scope holds the same. */
export function answerOf(req: IncomingMessage): AnswerMarks {
  const marked = req as IncomingMessage & { [MARKS]?: AnswerMarks };
  return (marked[MARKS] ??= { personal: false, transient: false });
}
