import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import {
  databaseErrorLogFields,
  inputErrorOfDatabase,
  isDataError,
} from '../common/database-errors.js';
import {
  DomainError,
  InvalidInputError,
  TooManyRequestsError,
  UnauthenticatedError,
} from '../common/errors.js';
import { fieldMessages } from '../common/validation.js';
import { unavailableErrorOfDatabase, unavailableLogFields } from '../db/unavailable.js';
import type { Logger } from '../logger.js';
import { GRAPHQL_CODE_OF_CODE } from './error-codes.js';

const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The one mapping from thrown errors to GraphQL errors: domain errors keep their message and get
 * `extensions.code`; validation errors become BAD_USER_INPUT with one message per field; anything
 * else is logged and answered as INTERNAL_SERVER_ERROR without its text (no SQL, no stack).
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A value PostgreSQL refused (SQLSTATE 22xxx/23xxx) outside a payload mutation: BAD_USER_INPUT.
    if (isDataError(unwrapped)) {
      logger.warn({ err: databaseErrorLogFields(unwrapped) }, 'database refused the input');
    }
    // An unreachable database: SERVICE_UNAVAILABLE (HTTP 503 + Retry-After, graphql/unavailable.ts).
    const unavailable = unavailableErrorOfDatabase(unwrapped);
    if (unavailable) logger.warn({ err: unavailableLogFields(unwrapped) }, 'database unavailable');
    const original = inputErrorOfDatabase(unwrapped) ?? unavailable ?? unwrapped;
    const base = {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
    };

    if (original instanceof InvalidInputError) {
      return {
        ...base,
        message: original.message,
        extensions: { code: GRAPHQL_CODE_OF_CODE[original.code], fields: original.fields },
      };
    }
    if (original instanceof DomainError) {
      return {
        ...base,
        message: original.message,
        extensions: {
          code: GRAPHQL_CODE_OF_CODE[original.code],
          // Seconds to wait, as REST's Retry-After (graphql/rate-limited.ts sets that header too).
          ...(original instanceof TooManyRequestsError
            ? { retryAfter: original.retryAfterSeconds }
            : {}),
          // Clients tell "signed out elsewhere" from "never signed in" by this, not the message.
          ...(original instanceof UnauthenticatedError && original.sessionRefused
            ? { sessionRefused: true }
            : {}),
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fields = fieldMessages(original.extensions.validationErrors);
      return {
        ...base,
        message: Object.values(fields)[0] ?? 'Invalid input',
        extensions: { code: 'BAD_USER_INPUT', fields },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) {
      return { ...base, extensions: { code } };
    }
    logger.error({ err: original }, 'GraphQL resolver failed');
    return {
      ...base,
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
