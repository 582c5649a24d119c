export { AdminSessionProvider, useAdminSession } from './AdminSession';
export type { AdminSession } from './AdminSession';
export {
  ADMIN_TOKEN_KEY,
  bearerContext,
  clearAdminToken,
  readAdminToken,
  storeAdminToken,
  tokenExpiry,
} from './adminToken';
export { graphQLError, isUnauthenticated } from './adminErrors';
export { useAuthErrorEffect } from './useAuthErrorEffect';
export { useNow } from './useNow';
