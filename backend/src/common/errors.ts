/**
 * Domain errors thrown by services. They carry a code and a message, never a transport's status:
 * each transport has one table from code to its own answer, typed so that a new code does not
 * compile until both map it (http/error-status.ts for HTTP, graphql/error-codes.ts for GraphQL's
 * `extensions.code`).
 */
import { COMPANY_TIME_ZONE } from './calendar.js';

export const DOMAIN_ERROR_CODES = [
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** What `promise` answers, or null when it fails with NotFoundError (a record that may be gone). */
export async function orNullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Invalid input, with one message per field (`{ email: 'Please enter a valid email address' }`). */
export class InvalidInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

/**
 * A save made from an older version of a record than the one stored: someone else saved it in
 * between. Nothing was saved; the message says when (America/Edmonton), and the record's versions
 * say what changed. An input problem of the whole form, not of one field.
 */
export class EditConflictError extends InvalidInputError {
  constructor(changedAt: Date) {
    super(`Changed by someone else at ${edmontonTime(changedAt)}: review their changes`);
    this.name = 'EditConflictError';
  }
}

/** "14:02": the hour and minute of `at` in Alberta, where the office is. */
export function edmontonTime(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  constructor(
    message = 'Authentication required',
    /**
     * The request carried a session or token the server no longer accepts (ended, expired, its
     * account disabled), as opposed to none: GraphQL's `extensions.sessionRefused`.
     */
    readonly sessionRefused = false,
  ) {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor(message = 'Not allowed') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Too many attempts from one client in a short window (failed admin sign-ins). */
export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(
    message: string,
    /** Seconds until the client may try again (REST `Retry-After`). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

/**
 * A service the request needs cannot be reached right now (the database is down, restarting or
 * not answering in time). Nothing was acknowledged: a write may be sent again once it is back.
 */
export class ServiceUnavailableError extends DomainError {
  readonly code = 'SERVICE_UNAVAILABLE';
  constructor(
    /** Seconds after which trying again makes sense (REST and GraphQL `Retry-After`). */
    readonly retryAfterSeconds: number,
    message = 'The service is temporarily unavailable. Please try again in a few seconds.',
  ) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}
