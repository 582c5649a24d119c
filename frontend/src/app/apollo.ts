import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * One Apollo Client for the site. Spec section 7: no retries (no RetryLink), no refetch on
 * window focus, no polling, and loaded data is not refetched while the page is open.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
