/**
 * Recognises the errors that mean "the database cannot be reached right now" — as opposed to a
 * fault in a query — from pg, knex and MikroORM alike, so both transports answer them 503 with
 * `Retry-After` instead of 500 (http/error-handler.ts, graphql/format-error.ts).
 */
import { ServiceUnavailableError } from '../common/errors.js';

/** What `Retry-After` tells a client while the database is unreachable, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of an unreachable or refusing server: class 08 (connection exception), too many
 * connections, and the server shutting down, starting up or cancelling a statement on its
 * `statement_timeout`.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57014', '57P01', '57P02', '57P03']);

/** Socket errors on the way to the server (a restart refuses, a dead network resets or times out). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Messages of pg (connect timeout, client-side query timeout, a connection cut under it) and of
 * knex (no free connection within `acquireConnectionTimeout`), which carry no code.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Knex: Timeout acquiring a connection',
];

/** pg's connect timeout (`connectionTimeoutMillis`), too generic to match anywhere in a message. */
const CONNECT_TIMEOUT_MESSAGE = 'timeout expired';

function describesUnavailable(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
  if (typeof message !== 'string') return false;
  if (message.trim() === CONNECT_TIMEOUT_MESSAGE) return true;
  return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/** True when `error`, or an error it wraps (`cause`, `originalError`), says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (describesUnavailable(current)) return true;
    const wrapper = current as { cause?: unknown; originalError?: unknown };
    current = wrapper.cause ?? wrapper.originalError;
  }
  return false;
}

/** The ServiceUnavailableError an unreachable database answers as; undefined for any other error. */
export function unavailableErrorOfDatabase(error: unknown): ServiceUnavailableError | undefined {
  return isDatabaseUnavailable(error)
    ? new ServiceUnavailableError(DATABASE_RETRY_AFTER_SECONDS)
    : undefined;
}

/** What a log says of it: the error's class and code, never its message (it holds the SQL). */
export function unavailableLogFields(error: unknown): Record<string, unknown> {
  const { name, code } = error as { name?: unknown; code?: unknown };
  return { type: name, code };
}
