import { useCallback } from 'react';
import { errorMessage, useToast } from 'ui-kit';
import { graphQLError, isUnauthenticated } from './adminErrors';
import { useAdminSession } from './AdminSession';

/**
 * What every admin screen does with a request that failed outright (no payload to show): a
 * refused token ends the session (the gate then says "Session expired"), anything else is an
 * error toast with the server's message, or the request's own.
 */
export function useRequestFailed(): (error: unknown) => void {
  const { expire } = useAdminSession();
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (isUnauthenticated(error)) return expire();
      toast.error('Error', graphQLError(error)?.message ?? errorMessage(error));
    },
    [expire, toast],
  );
}
