import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Server } from 'node:http';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';
import { createFormatError } from './format-error.js';
import { createSchema } from './schema.js';

/**
 * Apollo Server for /graphql. Introspection and the Apollo Sandbox landing page stay on in
 * production too: integrators explore the public schema there. Stack traces never leave the server.
 */
export async function createApolloServer(
  logger: Logger,
  httpServer?: Server,
): Promise<ApolloServer<GraphQLContext>> {
  const server = new ApolloServer<GraphQLContext>({
    schema: await createSchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns the signals: it drains HTTP, then closes the ORM and the embedded database.
    stopOnTerminationSignals: false,
    formatError: createFormatError(logger),
    logger,
    plugins: [
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : []),
    ],
  });
  await server.start();
  return server;
}
