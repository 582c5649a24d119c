import type { DomainErrorCode } from '../common/errors.js';

/**
 * The GraphQL `extensions.code` of every domain error code (Apollo's names where Apollo has one:
 * BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN). `satisfies Record<DomainErrorCode, …>` makes a
 * code added in common/errors.ts fail to compile until it is mapped here.
 */
export const GRAPHQL_CODE_OF_CODE = {
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<DomainErrorCode, string>;
