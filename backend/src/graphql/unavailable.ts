import { HeaderMap, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { GRAPHQL_CODE_OF_CODE } from './error-codes.js';

/**
 * Answers a POST /graphql whose result holds a SERVICE_UNAVAILABLE error (the database could not
 * be reached, graphql/format-error.ts) with HTTP 503, `Retry-After` and `no-store`, as the REST
 * routes do: a client or a load balancer sees the outage in the status, not only in the body.
 */
export function serviceUnavailablePlugin<
  Context extends BaseContext,
>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const unavailable = response.body.singleResult.errors?.some(
            (error) => error.extensions?.code === GRAPHQL_CODE_OF_CODE.SERVICE_UNAVAILABLE,
          );
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}

/**
 * What building a request's context throws when the database is unreachable (checking a bearer
 * token reads its user): Apollo answers a failed context by the error's own `extensions.http`,
 * not through the plugin above, so the 503 and its headers travel with the error. Its message and
 * code come from formatError, which recognises the database error kept as `originalError`.
 */
export function contextUnavailableError(error: unknown): GraphQLError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new GraphQLError('The service is temporarily unavailable', {
    originalError: error as Error,
    extensions: {
      code: GRAPHQL_CODE_OF_CODE.SERVICE_UNAVAILABLE,
      http: {
        status: 503,
        headers: new HeaderMap([
          ['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)],
          ['cache-control', 'no-store'],
        ]),
      },
    },
  });
}
