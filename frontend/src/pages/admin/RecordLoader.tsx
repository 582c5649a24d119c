import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { DataState, ErrorState, errorMessage, LoadingState } from 'ui-kit';
import { recordState } from '../../graphql/notFound';

export interface RecordLoaderProps<T> {
  /** The editor's query of the record: a refetch keeps the form on screen (and what is typed). */
  query: { loading: boolean; error?: ErrorLike; refetch: () => unknown };
  record: T | null | undefined;
  /** What the record is, in words: "certification card", "document". */
  noun: string;
  /** Said when the record does not exist (deleted meanwhile): the NOT_FOUND answer. */
  notFound: string;
  children: (record: T) => ReactNode;
}

/**
 * An editor page's four states for one record: loading, not found, a failure to try again, and the
 * editor itself once the record is there.
 */
export function RecordLoader<T>({ query, record, noun, notFound, children }: RecordLoaderProps<T>) {
  return (
    <DataState
      state={recordState(
        { loading: query.loading && record === undefined, error: query.error },
        record,
      )}
      loading={<LoadingState label={`Loading ${noun}...`} />}
      empty={<ErrorState message={notFound} />}
      failure={(error) => (
        <ErrorState
          message={`Failed to load the ${noun}: ${errorMessage(error)}`}
          onRetry={() => void query.refetch()}
        />
      )}
      success={children}
    />
  );
}
