/**
 * Domain errors thrown by services. One mapping turns them into GraphQL `extensions.code`
 * (graphql/format-error.ts), one into HTTP status and JSON (http/error-handler.ts).
 */
export type DomainErrorCode =
  'NOT_FOUND' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  abstract readonly status: number;
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly status = 404;
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Invalid input, with one message per field (`{ email: 'Please enter a valid email address' }`). */
export class InvalidInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly status = 400;
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  readonly status = 401;
  constructor(message = 'Authentication required') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  readonly status = 403;
  constructor(message = 'Not allowed') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Too many attempts from one client in a short window (failed admin sign-ins). */
export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly status = 429;
  constructor(
    message: string,
    /** Seconds until the client may try again (REST `Retry-After`). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}
