import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { DataState, ErrorState, errorMessage, LoadingState } from 'ui-kit';
import { isNotFoundError, recordState } from '../../../graphql/notFound';

export interface RecordLoadProps<TRecord> {
  /** The editor query's state (Apollo's useQuery result). */
  query: { loading: boolean; error?: ErrorLike; data?: unknown; refetch: () => unknown };
  /** The record the query found; null or undefined when it does not exist. */
  record: TRecord | null | undefined;
  /** What the record is, after "Loading" and "Failed to load": "the team member". */
  noun: string;
  /** The loading state's words, when not "Loading {noun}...". */
  loading?: string;
  /** What a record that does not exist (deleted meanwhile) says. */
  missing: string;
  children: (record: TRecord) => ReactNode;
}

/**
 * An editor's record through its four states: loading, missing (NOT_FOUND is the empty branch,
 * not a failure), failed with a retry, and the editor. Once loaded, a refetch keeps the editor
 * on screen, so what is typed stays: one that fails (the reload after a save, on a busy server)
 * is said above the editor, with a retry, instead of replacing it.
 */
export function RecordLoad<TRecord>({
  query,
  record,
  noun,
  loading = `Loading ${noun}...`,
  missing,
  children,
}: RecordLoadProps<TRecord>) {
  const failure = (error: ErrorLike | undefined) => (
    <ErrorState
      message={`Failed to load ${noun}: ${errorMessage(error)}`}
      onRetry={() => void query.refetch()}
    />
  );
  if (record && query.error && !isNotFoundError(query.error)) {
    return (
      <>
        {failure(query.error)}
        {children(record)}
      </>
    );
  }
  return (
    <DataState
      state={recordState({ loading: query.loading && !query.data, error: query.error }, record)}
      loading={<LoadingState label={loading} />}
      empty={<ErrorState message={missing} />}
      failure={failure}
      success={children}
    />
  );
}
