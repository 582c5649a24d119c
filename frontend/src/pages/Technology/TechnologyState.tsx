import type { ReactNode } from 'react';
import {
  DataState,
  errorMessage,
  ErrorState,
  LoadingState,
  NotFound,
  type DataStateValue,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { HttpStatus } from '../../app/render-context';
import type { ErrorLike } from '@apollo/client';

export interface TechnologyStateProps<TTechnology> {
  /** The query's state for one entry: `recordState(query, query.data?.technology)`. */
  state: DataStateValue<TTechnology | null, ErrorLike>;
  /** The page's own address, named by the not-found screen's head. */
  path: string;
  /** Where the not-found screen's button leads, and what it says. */
  back: { href: string; label: string };
  /** The page, once the entry has arrived. */
  success: (technology: TTechnology) => ReactNode;
}

/**
 * The states every page of one technology entry shares: "Loading technology...", the spec's
 * "Technology Not Found" screen (a 404) for a key the API does not know, and the error of a
 * failed query. The three technology pages differ only in what they show of the entry.
 */
export function TechnologyState<TTechnology>({
  state,
  path,
  back,
  success,
}: TechnologyStateProps<TTechnology>) {
  return (
    <DataState
      state={state}
      loading={<LoadingState label="Loading technology..." />}
      empty={
        <>
          <HttpStatus code={404} />
          <PageMeta
            title="Technology Not Found"
            description="The technology you are looking for does not exist."
            path={path}
            noindex
          />
          <NotFound
            title="Technology Not Found"
            message="Sorry, the technology you're looking for doesn't exist."
            actionHref={back.href}
            actionLabel={back.label}
          />
        </>
      }
      failure={(error) => (
        <div className="page">
          <ErrorState message={`Error loading technology: ${errorMessage(error)}`} />
        </div>
      )}
      success={success}
    />
  );
}
