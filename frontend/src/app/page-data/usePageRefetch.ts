import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useContext } from 'react';
import { PageDataContext } from './context';
import { pageDataKey } from './key';

/**
 * Asks a public page's query once more when the visitor asks for it (a "Check again" button),
 * past the browser's Apollo cache, and puts the answer into the page's data, where usePageQuery
 * reads it: the page renders it as any answer. Nothing asks on its own (spec section 7: no
 * polling, no refetch). The returned function resolves with the answer's data and rejects when
 * the request fails, leaving the answer the page has as it is. Pass memoised `variables`: the
 * function changes with them.
 */
export function usePageRefetch<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): () => Promise<TData | undefined> {
  const { store, client } = useContext(PageDataContext);
  return useCallback(async () => {
    const apollo = await client();
    const { data } = await apollo.query({
      query: document,
      variables: variables as never,
      fetchPolicy: 'network-only',
    });
    if (data !== undefined) store.replace(pageDataKey(document, variables as object), data);
    return data as TData | undefined;
  }, [document, variables, store, client]);
}
