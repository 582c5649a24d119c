import type { ErrorLike } from '@apollo/client';
import type { RecordPage } from 'ui-kit/admin';

/** A Relay connection as the admin's list queries answer it. */
export interface Connection<T> {
  edges: readonly { node: T }[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** What RecordTable shows of a list query's connection (undefined until the first answer). */
export function recordPage<T>(connection: Connection<T> | null | undefined): RecordPage<T> {
  return {
    rows: connection?.edges.map((edge) => edge.node),
    total: connection?.totalCount ?? 0,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
  };
}

/** The variables of the page after `connection`'s, for Apollo's `fetchMore`. */
export const nextPage = (connection: Connection<unknown> | null | undefined) => ({
  variables: { after: connection?.pageInfo.endCursor ?? null },
});

/** Apollo's `fetchMore`, as a list's next page asks it. */
export type FetchMore = (options: ReturnType<typeof nextPage>) => Promise<unknown>;

/** LoadMore's props under `shown` rows of a list query's connection: the total, and the next page. */
export const morePages = (
  connection: Connection<unknown> | null | undefined,
  fetchMore: FetchMore,
  shown: number,
) => ({
  shown,
  total: connection?.totalCount ?? shown,
  hasMore: connection?.pageInfo.hasNextPage ?? false,
  onLoadMore: () => fetchMore(nextPage(connection)),
});

/**
 * RecordTable's props of a list query (Apollo's useQuery result) and its connection: the page on
 * screen, the loading and failed states, a retry and the next page.
 */
export const queryTable = <T>(
  query: { loading: boolean; error?: ErrorLike; refetch: () => unknown; fetchMore: FetchMore },
  connection: Connection<T> | null | undefined,
) => ({
  page: recordPage(connection),
  loading: query.loading,
  error: query.error,
  onRetry: () => void query.refetch(),
  onLoadMore: () => query.fetchMore(nextPage(connection)),
});
