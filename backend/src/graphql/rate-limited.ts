import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GRAPHQL_CODE_OF_CODE } from './error-codes.js';

/**
 * Adds `Retry-After` (the longest wait named by its errors' `extensions.retryAfter`) to a POST
 * /graphql answer in which any field was refused with TOO_MANY_REQUESTS (the abuse limits,
 * common/rate-limits.ts). The status stays 200, as for every field error: one request may hold 50
 * aliased mutations of which the first five were stored, and a 429 would tell the client that
 * none was. Each refused field says so in its own error.
 */
export function retryAfterPlugin<Context extends BaseContext>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .filter((error) => error.extensions?.code === GRAPHQL_CODE_OF_CODE.TOO_MANY_REQUESTS)
            .map((error) => Number(error.extensions?.retryAfter))
            .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
          if (waits.length === 0 || response.http.headers.has('retry-after')) return;
          response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
