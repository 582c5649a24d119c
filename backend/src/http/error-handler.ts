import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  databaseErrorLogFields,
  inputErrorOfDatabase,
  isDataError,
} from '../common/database-errors.js';
import {
  DomainError,
  InvalidInputError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '../common/errors.js';
import { unavailableErrorOfDatabase, unavailableLogFields } from '../db/unavailable.js';
import type { Logger } from '../logger.js';
import { HTTP_STATUS_OF_CODE } from './error-status.js';

/** `{ message, errors? }`: the JSON shape of every REST error. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Unknown /api paths answer JSON 404, never the HTML app shell. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
};

function hasClientStatus(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  );
}

/**
 * The one mapping from thrown errors to HTTP answers (domain errors by the status table of
 * error-status.ts). Real faults are logged with their stack and
 * answered 500 with a generic message: no SQL or stack text reaches a client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown, req, res, next) => {
    if (res.headersSent) return next(thrown);
    // A value PostgreSQL refused (SQLSTATE 22xxx/23xxx) is the client's: a 400 without SQL text.
    // An unreachable database (down, restarting, too slow) is a 503 with Retry-After, not a fault.
    const unavailable = unavailableErrorOfDatabase(thrown);
    if (unavailable) {
      (req.log ?? logger).warn({ err: unavailableLogFields(thrown) }, 'database unavailable');
    }
    const error: unknown = inputErrorOfDatabase(thrown) ?? unavailable ?? thrown;
    if (isDataError(thrown)) {
      (req.log ?? logger).warn(
        { err: databaseErrorLogFields(thrown) },
        'database refused the input',
      );
    }
    let status = 500;
    let body: ErrorBody = { message: 'Internal server error' };
    if (error instanceof InvalidInputError) {
      status = HTTP_STATUS_OF_CODE[error.code];
      body = Object.keys(error.fields).length
        ? { message: error.message, errors: error.fields }
        : { message: error.message };
    } else if (error instanceof DomainError) {
      status = HTTP_STATUS_OF_CODE[error.code];
      if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      if (error instanceof ServiceUnavailableError) res.setHeader('Cache-Control', 'no-store');
      body = { message: error.message };
    } else if (isBodyParserError(error) && error.type === 'entity.parse.failed') {
      status = 400;
      body = { message: 'The request body is not valid JSON' };
    } else if (isBodyParserError(error) && error.type === 'entity.too.large') {
      status = 413;
      body = { message: 'The request body is too large' };
    } else if (hasClientStatus(error)) {
      // http-errors raised by Express middleware (a missing static file is a 404, not a fault).
      status = error.status;
      body = { message: status === 404 ? 'Not found' : 'The request could not be read' };
    } else {
      (req.log ?? logger).error({ err: error }, 'request failed');
    }
    res.status(status).json(body);
  };
}
