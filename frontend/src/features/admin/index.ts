export { AdminSessionProvider, useAdminSession } from './AdminSession';
export type { AdminSession } from './AdminSession';
export { forgetLegacyToken, LEGACY_TOKEN_KEY } from './legacyToken';
export { AdminRequestError, graphQLError, isUnauthenticated } from './adminErrors';
export { createAdminLink, installAdminLink, ownRefusalContext } from './adminLink';
export { useNow } from './useNow';
export { useRequestFailed } from './useRequestFailed';
export { isAdminIndex, mayOpen, ROLE_LABELS, sectionAt } from './sectionAccess';
export { MIN_PASSWORD_LENGTH } from './passwords';
