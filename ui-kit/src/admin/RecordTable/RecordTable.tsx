import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataState } from '../../DataState';
import { EmptyState } from '../../EmptyState';
import { ErrorState, errorMessage } from '../../ErrorState';
import { LoadingState } from '../../LoadingState';
import { LoadMore } from './LoadMore';
import { TableScroll } from './TableScroll';

/** The page of records an admin list shows: a Relay connection's rows, total and next page. */
export interface RecordPage<T> {
  rows: readonly T[] | undefined;
  /** The whole list's length (the connection's `totalCount`). */
  total: number;
  /** The connection's `pageInfo.hasNextPage`. */
  hasMore: boolean;
}

export interface RecordTableProps<T extends { id: string }> {
  /** What the table lists ("Team members"): the scroll region's accessible name. */
  label: string;
  /** The rows in the plural, for "Showing 10 of 40 people". */
  noun: string;
  page: RecordPage<T>;
  /** The list's query: still loading, and its error (kept out of sight while rows show). */
  loading: boolean;
  error?: unknown;
  columns: ColumnsType<T>;
  /** Said while the first page loads ("Loading the team..."). */
  loadingLabel: string;
  /** What an empty list says: "Nobody matches" after a search, "Nobody yet" without one. */
  empty: { title: string; description?: string };
  /** The failure's first words ("Failed to load the team"); the error's message follows. */
  failure: string;
  onRetry: () => void;
  /** Reads the next page (Apollo's `fetchMore` with `after: endCursor`). */
  onLoadMore: () => Promise<unknown>;
}

/**
 * An admin list served a page at a time, the same on every screen: a loading state, an empty
 * state, a failure with "Try again", the rows in a table that scrolls sideways on a phone (a
 * focusable region), and "Load more" under it. Rows already shown stay when a refetch fails.
 */
export function RecordTable<T extends { id: string }>({
  label,
  noun,
  page,
  loading,
  error,
  columns,
  loadingLabel,
  empty,
  failure,
  onRetry,
  onLoadMore,
}: RecordTableProps<T>) {
  return (
    <DataState
      state={{ loading, error, data: page.rows }}
      keepDataOnError
      isEmpty={(rows) => rows.length === 0}
      loading={<LoadingState label={loadingLabel} />}
      empty={<EmptyState title={empty.title} description={empty.description} />}
      failure={(problem) => (
        <ErrorState message={`${failure}: ${errorMessage(problem)}`} onRetry={onRetry} />
      )}
      success={(rows) => (
        <>
          <TableScroll label={label}>
            <Table<T> rowKey="id" dataSource={[...rows]} pagination={false} columns={columns} />
          </TableScroll>
          <LoadMore
            shown={rows.length}
            total={page.total || rows.length}
            noun={noun}
            hasMore={page.hasMore}
            onLoadMore={onLoadMore}
          />
        </>
      )}
    />
  );
}
