import { useEffect } from 'react';
import { useAdminSession } from './AdminSession';

/** Signs out when an admin query's error is a refused token (expired while the page was open). */
export function useAuthErrorEffect(error: unknown): void {
  const { handleAuthError } = useAdminSession();
  useEffect(() => {
    if (error) handleAuthError(error);
  }, [error, handleAuthError]);
}
