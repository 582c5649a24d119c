import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Server } from 'node:http';
import type { ClassType } from 'type-graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLExecutor } from '../../../frontend/src/server-contract.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';
import { createFormatError } from './format-error.js';
import { inProcessExecutor } from './in-process.js';
import { DEFAULT_GRAPHQL_LIMITS, type GraphQLLimits } from '../config.js';
import { graphqlProtection } from './limits.js';
import { createSchema } from './schema.js';
import { retryAfterPlugin } from './rate-limited.js';
import { serviceUnavailablePlugin } from './unavailable.js';

/** Where the public query cache learns that content changed (db/content-changes.ts). */
export interface QueryCacheOptions {
  /** Longest a result is served, in seconds; 0 turns the cache off. */
  ttlSeconds: number;
  /** Changes whenever public content does: part of every cache key, so old results are never read. */
  generation: () => number;
}

/**
 * Caches whole results of public queries (no bearer token), keyed by query, variables and the
 * content generation: a write moves every key on, so the next read runs afresh. Results with
 * errors and mutations are never cached (the plugin's rules); admin requests neither read nor
 * write it, and a transient answer (a resolver set `answer.transient`) is not written. HTTP
 * Cache-Control headers are left to us, not computed from the hints.
 */
function queryCachePlugins({ ttlSeconds, generation }: QueryCacheOptions) {
  const anonymous = async ({ contextValue }: { contextValue: GraphQLContext }) =>
    !contextValue.user && !contextValue.credentialsSent;
  return [
    ApolloServerPluginCacheControl({ defaultMaxAge: ttlSeconds, calculateHttpHeaders: false }),
    responseCachePlugin<GraphQLContext>({
      shouldReadFromCache: anonymous,
      shouldWriteToCache: async (request) =>
        !request.contextValue.answer.transient && (await anonymous(request)),
      extraCacheKeyData: async () => generation(),
    }),
  ];
}

/**
 * Answers with a personal field (one that hints `scope: PRIVATE`, as the subscription of an
 * e-mail's link does) are `no-store`, and marked personal (answer-marks.ts) so that the HTTP query
 * cache never keeps them; Apollo's own response cache already skips them (their maxAge is 0).
 */
function personalAnswersPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ overallCachePolicy, response, contextValue }) {
          if (overallCachePolicy.scope !== 'PRIVATE') return;
          response.http.headers.set('cache-control', 'no-store');
          contextValue.answer.personal = true;
        },
      };
    },
  };
}

/** How POST /graphql guards itself against costly documents and schema probing. */
export interface GraphQLGuardOptions {
  /** Alias, depth, token, cost and directive limits (graphql/limits.ts); the defaults if absent. */
  limits?: GraphQLLimits;
  /**
   * Hides field suggestions ("Did you mean …") from validation errors, so that a client without
   * introspection cannot guess the schema from them; on in production, off in development.
   */
  hideSchemaDetails?: boolean;
}

/** The app's GraphQL: the schema served two ways. */
export interface GraphQLService {
  /** Apollo Server for POST /graphql. */
  apollo: ApolloServer<GraphQLContext>;
  /** Runs a server-rendered page's operations in-process, all on the page's one context. */
  executor(context: () => Promise<GraphQLContext>): GraphQLExecutor;
}

/**
 * Builds the schema from the resolvers and starts Apollo Server for /graphql. Introspection stays
 * on in production too: integrators explore the public schema with it, in the self-hosted GraphiQL
 * explorer (http/explorer.ts) or their own tools. Stack traces never leave the server.
 */
export async function createGraphQL(
  resolvers: readonly ClassType[],
  logger: Logger,
  httpServer?: Server,
  queryCache?: QueryCacheOptions & { maxEntries: number },
  guard: GraphQLGuardOptions = {},
): Promise<GraphQLService> {
  const cached = queryCache && queryCache.ttlSeconds > 0 && queryCache.maxEntries > 0;
  const schema = await createSchema(resolvers);
  const formatError = createFormatError(logger);
  // Only POST /graphql is guarded: the server-rendered pages run our own documents in-process
  // (in-process.ts), which no client can change, so they need no limits.
  const protection = graphqlProtection(guard.limits ?? DEFAULT_GRAPHQL_LIMITS);
  const server = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns the signals: it drains HTTP, then closes the ORM and the embedded database.
    stopOnTerminationSignals: false,
    formatError,
    logger,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    hideSchemaDetailsFromClientErrors: guard.hideSchemaDetails ?? false,
    // Bounded by entries, not bytes: results of public queries are small and alike.
    ...(cached ? { cache: new InMemoryLRUCache({ max: queryCache.maxEntries }) } : {}),
    plugins: [
      ...(cached ? queryCachePlugins(queryCache) : []),
      personalAnswersPlugin(),
      serviceUnavailablePlugin<GraphQLContext>(),
      retryAfterPlugin<GraphQLContext>(),
      // No landing page from Apollo: its Sandbox loads from a CDN, so with no internet connection
      // it "cannot be loaded". A browser's GET /graphql gets our own explorer before Apollo sees
      // it (http/explorer.ts); without the explorer, Apollo answers it as any GET with no query.
      ApolloServerPluginLandingPageDisabled(),
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : []),
    ],
  });
  await server.start();
  return {
    apollo: server,
    executor: (context) => inProcessExecutor(schema, formatError, context),
  };
}
