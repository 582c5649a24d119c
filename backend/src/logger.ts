import { DriverException } from '@mikro-orm/core';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { databaseErrorLogFields } from './common/database-errors.js';
import type { LogLevel } from './config.js';
import { currentRequestId } from './request-id.js';

/**
 * Logged errors: a database error by its SQLSTATE code and constraint, table and column names only,
 * since its message is the whole statement with the values of the row (names, e-mails, phones,
 * messages); any other error as pino logs it (type, message, stack).
 */
export function serializeError(error: unknown): unknown {
  // pino-http hands its error serializer pino's serialized form, the error itself under `raw`.
  const raw = error instanceof Error ? error : (error as { raw?: unknown } | null)?.raw;
  if (raw instanceof DriverException) return databaseErrorLogFields(raw);
  return error instanceof Error ? stdSerializers.err(error) : error;
}

/**
 * Personal data and secrets, wherever a log call puts them: an input or body object, or its fields
 * at the top level or one level down. A log line keeps its keys with the value `[redacted]`.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // `search` is what an admin types to find a sender: a name or an e-mail address.
  ...['password', 'token', 'email', 'phone', 'message', 'name', 'username', 'search']
    .map((field) => [`input.${field}`, `body.${field}`, `variables.${field}`])
    .flat(),
  ...['password', 'token', 'email', 'phone', 'username'].flatMap((field) => [field, `*.${field}`]),
  'variables.input',
  'params',
  '*.params',
  'detail',
  '*.detail',
];

/**
 * Structured JSON logs on stdout (or `destination`, for tests), one object per line; passwords,
 * tokens and personal data never appear. A line logged while a request is handled carries its
 * `requestId` (request-id.ts), whichever logger wrote it.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
      serializers: { err: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

export type { Logger };
