import type { ErrorLike } from '@apollo/client';
import { useMemo, type ReactNode } from 'react';
import { DataState, LoadingState } from 'ui-kit';
import { LoadMore } from 'ui-kit/admin';
import { loadFailure } from './LoadFailure';
import { morePages, type Connection, type FetchMore } from './records/recordPage';

export interface PagedListProps<T> {
  /** The list's query (Apollo's useQuery result, asked with `cache-and-network`). */
  query: { loading: boolean; error?: ErrorLike; refetch: () => unknown; fetchMore: FetchMore };
  /** Its connection; null (no answer for the field) is shown as empty. */
  connection: Connection<T> | null | undefined;
  /** What the list holds as its states name it: "Loading {what}...", "Failed to load {what}: …". */
  what: string;
  /** The rows in the plural, as "Load more" counts them ("changes", "images"). */
  noun: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/**
 * A list the API serves a page at a time, through its states: loading, failed with a retry, empty,
 * and its rows with "Load more" under them. The rows on screen stay while they refresh, even if
 * refreshing fails.
 */
export function PagedList<T>({
  query,
  connection,
  what,
  noun,
  empty,
  children,
}: PagedListProps<T>) {
  const rows = useMemo(() => connection && connection.edges.map((edge) => edge.node), [connection]);
  return (
    <DataState
      state={{ loading: query.loading, error: query.error, data: rows }}
      keepDataOnError
      isEmpty={(list) => list.length === 0}
      loading={<LoadingState label={`Loading ${what}...`} />}
      empty={empty}
      failure={loadFailure(what, query.refetch)}
      success={(list) => (
        <>
          {children(list)}
          <LoadMore noun={noun} {...morePages(connection, query.fetchMore, list.length)} />
        </>
      )}
    />
  );
}
