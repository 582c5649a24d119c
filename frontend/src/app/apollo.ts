import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type TypePolicies,
} from '@apollo/client';

/**
 * The site's type policies (the tests' cache takes them too). The company is one record without
 * an id: normalised as a singleton, so the footer's query and the admin's Settings (its details and
 * its apps' statuses) read and update the same cached object.
 */
export const SITE_TYPE_POLICIES: TypePolicies = { Company: { keyFields: [] } };
export interface ApolloOptions {
  /** Where operations go: /graphql over HTTP in the browser, the in-process schema on the server. */
  link?: ApolloLink;
  /** Server rendering: fetch once per query, never poll or refetch. */
  ssrMode?: boolean;
}

/**
 * One Apollo Client per page load (and per server render). Spec section 7: no retries (no
 * RetryLink), no refetch on window focus, no polling, and loaded data is not refetched while the
 * page is open. A query is asked again only when the visitor asks for it (page-data's
 * usePageRefetch: the spray forecast's "Check again").
 */
export function createApolloClient({ link, ssrMode = false }: ApolloOptions = {}): ApolloClient {
  return new ApolloClient({
    link: link ?? new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    // A server render's cache lives for one page: remembering results for later reads (so that an
    // unchanged query returns the same object) only costs time there.
    // The admin area adds its lists' paging policies when it loads (features/admin/adminCache.ts).
    cache: new InMemoryCache({
      resultCaching: !ssrMode,
      typePolicies: SITE_TYPE_POLICIES,
    }),
    ssrMode,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
