import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './apollo';

let client: ApolloClient | undefined;

/**
 * The browser's one Apollo Client, made on first use: the admin area's (ApolloScope) and the one
 * public pages load when they must ask the API (page-data). It is in a chunk of its own, so a
 * public page's first load carries no Apollo Client (issue 24).
 */
export function browserApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
