import type { DomainErrorCode } from '../common/errors.js';

/**
 * The HTTP status of every domain error code: the one table the REST shims and pages answer
 * with. `satisfies Record<DomainErrorCode, …>` makes a code added in common/errors.ts fail to
 * compile until it has a status here.
 */
export const HTTP_STATUS_OF_CODE = {
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<DomainErrorCode, number>;
