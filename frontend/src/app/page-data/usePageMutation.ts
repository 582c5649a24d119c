import type { ErrorLike } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useContext, useState } from 'react';
import { PageDataContext } from './context';

/** A public form's mutation as its component sees it: Apollo's `useMutation` result, in short. */
export interface PageMutationState<TData> {
  called: boolean;
  loading: boolean;
  data?: TData;
  error?: ErrorLike;
}

/**
 * A public page's mutation (a subscription, a contact message): Apollo Client's `mutate`, with
 * Apollo loaded at the first submit rather than with the page. Like Apollo's `useMutation`, the
 * returned function rejects when the request fails, and the state holds the last answer.
 */
export function usePageMutation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): readonly [
  (options: { variables: TVariables }) => Promise<{ data?: TData }>,
  PageMutationState<TData>,
] {
  const { client } = useContext(PageDataContext);
  const [state, setState] = useState<PageMutationState<TData>>({ called: false, loading: false });
  const mutate = useCallback(
    async ({ variables }: { variables: TVariables }) => {
      setState({ called: true, loading: true });
      try {
        const apollo = await client();
        const { data } = await apollo.mutate({ mutation: document, variables: variables as never });
        setState({ called: true, loading: false, data: data ?? undefined });
        return { data: data ?? undefined };
      } catch (error) {
        setState({ called: true, loading: false, error: error as ErrorLike });
        throw error;
      }
    },
    [client, document],
  );
  return [mutate, state] as const;
}
