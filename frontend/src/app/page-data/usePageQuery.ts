import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import {
  PageDataContext,
  type PageDataSource,
  type PageQueryOptions,
  type PageQueryResult,
} from './context';
import { pageDataKey } from './key';

/**
 * A public page's query (issue 24): on the server through Apollo's `useQuery`; in the browser
 * from the data the server rendered the page with, so hydration needs neither Apollo Client nor a
 * request. Only a query that data lacks loads Apollo Client (its own chunk) and asks the API.
 */
export function usePageQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables>,
): PageQueryResult<TData> {
  const source = useContext(PageDataContext);
  // The same function on every render of a tree: the server's or the browser's.
  const useQueryOf = source.serverQuery ?? useBrowserPageQuery;
  return useQueryOf(source, document, options);
}

function useBrowserPageQuery<TData, TVariables>(
  { store, client }: PageDataSource,
  document: TypedDocumentNode<TData, TVariables>,
  options: PageQueryOptions<TVariables> | undefined,
): PageQueryResult<TData> {
  const skip = options?.skip ?? false;
  const variables = options?.variables;
  const errorPolicy = options?.errorPolicy;
  const key = skip ? undefined : pageDataKey(document, variables as object | undefined);
  const read = () => (key === undefined ? undefined : store.get(key));
  const entry = useSyncExternalStore(store.subscribe, read, read);

  // Asked when the key has no answer: at first, and again after the data was cleared.
  const missing = key !== undefined && entry === undefined;
  useEffect(() => {
    if (key === undefined) return;
    if (missing) {
      store.load(key, async () => {
        const apollo = await client();
        const { data, error } = await apollo.query({
          query: document,
          variables: variables as never,
          errorPolicy,
        });
        return { data, error };
      });
    }
    // A failed answer is asked again when the page is opened again, as Apollo's useQuery does.
    return () => store.forgetFailure(key);
    // The key stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, missing, store, client]);

  if (key === undefined) return { loading: false };
  if (!entry || entry.loading) return { loading: true };
  return { loading: false, data: entry.data as TData | undefined, error: entry.error };
}
