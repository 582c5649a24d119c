import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { PageDataSource, PageQueryOptions, PageQueryResult } from './context';
import { pageDataKey } from './key';

/**
 * A public page's query in a server render (entry-server.tsx): Apollo's `useQuery`, so Apollo's
 * prerender finds and runs every query of the page; each answer is collected, as the component
 * rendered it, into the snapshot the browser hydrates from (usePageQuery).
 */
export function useServerPageQuery<TData, TVariables>(
  { collect }: PageDataSource,
  document: TypedDocumentNode<TData, TVariables>,
  options: PageQueryOptions<TVariables> | undefined,
): PageQueryResult<TData> {
  const skip = options?.skip ?? false;
  const { data, loading, error } = useQuery(document, {
    variables: options?.variables as never,
    skip,
    errorPolicy: options?.errorPolicy,
  });
  if (!skip && !loading && data !== undefined) {
    collect?.(pageDataKey(document, options?.variables as object | undefined), data);
  }
  return { data: data as TData | undefined, loading, error };
}
