import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { DataState, EmptyState, LoadingState } from 'ui-kit';
import { LoadMore } from 'ui-kit/admin';
import { loadFailure } from './LoadFailure';
import { morePages, type Connection, type FetchMore } from './records/recordPage';

/**
 * A list's query, asked with `cache-and-network` (the rows on screen stay while they refresh),
 * and its connection (`connectionOf`: where the answer holds it). What PagedList shows.
 */
export function usePagedQuery<Q, V extends OperationVariables, T>(
  document: TypedDocumentNode<Q, V>,
  variables: NoInfer<V>,
  connectionOf: (data: Q) => Connection<T> | null | undefined,
) {
  const query = useQuery(document, { variables, fetchPolicy: 'cache-and-network' } as never);
  const data = query.data as Q | undefined;
  return {
    ...query,
    data,
    connection: data ? connectionOf(data) : undefined,
    fetchMore: ((options) => query.fetchMore(options as never)) satisfies FetchMore,
  };
}

export interface PagedListProps<T> {
  /** The list's query and its connection (usePagedQuery); a null connection shows as empty. */
  list: {
    loading: boolean;
    error?: ErrorLike;
    refetch: () => unknown;
    fetchMore: FetchMore;
    connection: Connection<T> | null | undefined;
  };
  /** What the list holds as its states name it: "Loading {what}...", "Failed to load {what}: …". */
  what: string;
  /** The rows in the plural, as "Load more" counts them ("changes", "images"). */
  noun: string;
  /** What an empty list says ("No changes yet", and what fills it). */
  empty: EmptyWords;
  /** What it says instead when `filtered` narrows it ("No changes match", "Try other days."). */
  noMatch?: EmptyWords;
  /** The filters leave records out. */
  filtered?: boolean;
  children: (rows: T[]) => ReactNode;
}

/** An empty state's words: its title and what to do about it. */
export interface EmptyWords {
  title: string;
  description?: string;
}

/**
 * A list the API serves a page at a time, through its states: loading, failed with a retry, empty
 * (in other words when a filter narrows it), and its rows with "Load more" under them. The rows
 * on screen stay while they refresh, even if refreshing fails.
 */
export function PagedList<T>({
  list: query,
  what,
  noun,
  empty,
  noMatch = empty,
  filtered = false,
  children,
}: PagedListProps<T>) {
  const { connection } = query;
  const said = filtered ? noMatch : empty;
  const rows = useMemo(() => connection && connection.edges.map((edge) => edge.node), [connection]);
  return (
    <DataState
      state={{ loading: query.loading, error: query.error, data: rows }}
      keepDataOnError
      isEmpty={(list) => list.length === 0}
      loading={<LoadingState label={`Loading ${what}...`} />}
      empty={<EmptyState title={said.title} description={said.description} />}
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
