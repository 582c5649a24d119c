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
export { AdminRequestError, graphQLError, isUnauthenticated } from './adminErrors';
export { createAdminLink, installAdminLink } from './adminLink';
export { useNow } from './useNow';
export { useRequestFailed } from './useRequestFailed';
export {
  isAdminIndex,
  mayOpen,
  ROLE_LABELS,
  SECTION_PERMISSIONS,
  sectionAt,
} from './sectionAccess';
export { MIN_PASSWORD_LENGTH } from './passwords';
