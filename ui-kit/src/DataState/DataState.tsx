import type { ReactNode } from 'react';

/**
 * Where a data view's data stands. Apollo's `useQuery` result has this shape and can be passed as
 * it is; the ui-kit knows nothing of Apollo, so any fetch of this shape works.
 */
export interface DataStateValue<TData, TError = unknown> {
  loading: boolean;
  error?: TError | null;
  /** `undefined` until something has arrived; `null` is an answer: there is none (empty branch). */
  data?: TData;
}

/** The one branch a data view shows, with what that branch gets. */
export type DataStateOutcome<TData, TError = unknown> =
  | { branch: 'loading' }
  | { branch: 'empty' }
  | { branch: 'failure'; error: TError | undefined }
  | { branch: 'success'; data: NonNullable<TData> };

export interface DataStateRules<TData> {
  /** True when the data arrived but there is nothing to show (e.g. an empty list). */
  isEmpty?: (data: NonNullable<TData>) => boolean;
  /**
   * Keeps data already shown on screen when a later fetch fails (a refetch, or the network half
   * of `cache-and-network`); the failure shows only while there is no data.
   */
  keepDataOnError?: boolean;
}

/**
 * The rule of DataState, in this order (as Redwood's Cell decides, plus `null` and
 * `keepDataOnError`): an error is a failure (unless `keepDataOnError` and data is there); data
 * that arrived is empty (`null`, or `isEmpty`) or a success, also while loading again; no data yet
 * is loading; no data, no error and no longer loading (a skipped query) is a failure without an
 * error.
 */
export function resolveDataState<TData, TError>(
  { loading, error, data }: DataStateValue<TData, TError>,
  { isEmpty, keepDataOnError = false }: DataStateRules<TData> = {},
): DataStateOutcome<TData, TError> {
  const hasData = data !== undefined && data !== null;
  if (error !== undefined && error !== null && !(keepDataOnError && hasData)) {
    return { branch: 'failure', error };
  }
  if (data === null) return { branch: 'empty' };
  if (hasData) return isEmpty?.(data) ? { branch: 'empty' } : { branch: 'success', data };
  return loading ? { branch: 'loading' } : { branch: 'failure', error: undefined };
}

/**
 * The empty branch: required with `isEmpty`, and when the data may be `null`; otherwise there is
 * none (a view whose data is never empty).
 */
type EmptyBranch<TData> =
  | { isEmpty: (data: NonNullable<TData>) => boolean; empty: ReactNode }
  | (null extends TData
      ? { isEmpty?: undefined; empty: ReactNode }
      : { isEmpty?: undefined; empty?: undefined });

export type DataStateProps<TData, TError = unknown> = {
  /** `{ loading, error, data }`, e.g. `useQuery(...)`'s result or a part of it. */
  state: DataStateValue<TData, TError>;
  /** See `DataStateRules`: data on screen stays when a later fetch fails. */
  keepDataOnError?: boolean;
  /** e.g. `<LoadingState label="Loading products..." />`. */
  loading: ReactNode;
  /** Gets the error; `undefined` when the query ended with neither data nor error (skipped). */
  failure: (error: TError | undefined) => ReactNode;
  /** Gets the data, never `null` or `undefined`. */
  success: (data: NonNullable<TData>) => ReactNode;
} & EmptyBranch<TData>;

/**
 * One data view's four states (loading, empty, failure, success): renders exactly one of its
 * branches, chosen by `resolveDataState`, so a page writes what each state shows instead of an
 * if-ladder. `failure` and `success` are render functions called during DataState's render: they
 * return elements and call no hooks (a component they return may).
 *
 * @example
 * <DataState
 *   state={useQuery(HomeTeamDocument)}
 *   isEmpty={(data) => data.teamMembers.length === 0}
 *   loading={<LoadingState label="Loading our team..." />}
 *   empty={<EmptyState title="Our team will be introduced here soon." />}
 *   failure={() => <ErrorState message="Failed to load the team. Please try again later." />}
 *   success={(data) => <TeamGrid members={data.teamMembers} />}
 * />
 */
export function DataState<TData, TError = unknown>(props: DataStateProps<TData, TError>) {
  const outcome = resolveDataState(props.state, props);
  switch (outcome.branch) {
    case 'loading':
      return <>{props.loading}</>;
    case 'empty':
      return <>{props.empty}</>;
    case 'failure':
      return <>{props.failure(outcome.error)}</>;
    case 'success':
      return <>{props.success(outcome.data)}</>;
  }
}
