import type { ErrorLike } from '@apollo/client';
import type { DataStateValue } from 'ui-kit';
import { graphQLErrorsOf } from './graphqlErrors';

/** True when GraphQL answered NOT_FOUND (a missing product), not a network or server failure. */
export function isNotFoundError(error: unknown): boolean {
  return graphQLErrorsOf(error)?.some((e) => e.extensions?.code === 'NOT_FOUND') ?? false;
}

/**
 * The `<DataState>` state of a query for one record that may not exist (a product, a newsletter),
 * asked with `errorPolicy: 'all'`. Once the query has finished, a NOT_FOUND answer, a `null` record
 * (as the server-rendered page hands it over in its cache) and a query not asked (skipped) are all
 * "there is none": `null`, which DataState shows as its empty branch, the not-found screen. Any
 * other error is the failure; while loading there is only loading.
 */
export function recordState<TRecord>(
  { loading, error }: { loading: boolean; error?: ErrorLike },
  record: TRecord | null | undefined,
): DataStateValue<TRecord | null, ErrorLike> {
  if (loading) return { loading };
  if (error && !isNotFoundError(error)) return { loading, error };
  return { loading, data: record ?? null };
}
