import { useToast } from 'ui-kit';
import { useRequestFailed } from '..';

/** What a list's mutation answered: whether it went through, and the problems when not. */
export interface ListActionAnswer {
  done: boolean;
  userErrors?: readonly { message: string }[];
}

/** The toasts of one action: its success, and its failure's title and fallback message. */
export interface ListActionTexts {
  success: [title: string, message: string];
  failure: [title: string, fallback: string];
}

/**
 * One move or delete of an admin list row, answered the same way on every list: a success toast,
 * or a failure toast with the API's first message, then the list read again; a request that
 * failed outright goes to useRequestFailed (a refused token ends the session).
 */
export function useListAction(refetch: () => Promise<unknown>) {
  const toast = useToast();
  const failed = useRequestFailed();
  return async (send: () => Promise<ListActionAnswer>, texts: ListActionTexts): Promise<void> => {
    try {
      const answer = await send();
      if (answer.done) toast.success(...texts.success);
      else toast.error(texts.failure[0], answer.userErrors?.[0]?.message ?? texts.failure[1]);
      await refetch();
    } catch (problem) {
      failed(problem);
    }
  };
}
