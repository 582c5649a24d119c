import { ErrorState, errorMessage } from 'ui-kit';

/**
 * What an admin screen shows when its query failed, as DataState's `failure`: "Failed to load
 * {what}: {why}", and a retry that asks again.
 */
export const loadFailure = (what: string, refetch: () => unknown) =>
  function LoadFailure(error: unknown) {
    return (
      <ErrorState
        message={`Failed to load ${what}: ${errorMessage(error)}`}
        onRetry={() => void refetch()}
      />
    );
  };
