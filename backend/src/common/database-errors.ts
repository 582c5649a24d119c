import { DriverException } from '@mikro-orm/core';
import { InvalidInputError } from './errors.js';

/**
 * PostgreSQL errors caused by the values of a write rather than by the server: SQLSTATE class 22
 * (data exception: a value too long, a NUL byte, a number out of range) and 23 (integrity
 * constraint violation: not null, unique, check, foreign key). Validators refuse such input first
 * (common/validators.ts); this is the net under them, so a value they let through is a 400, not a
 * 500. Connection and server faults (other classes) stay real faults.
 */
export function isDataError(error: unknown): error is DriverException {
  if (!(error instanceof DriverException)) return false;
  const code = typeof error.code === 'string' ? error.code : '';
  return code.startsWith('22') || code.startsWith('23');
}

export const DATA_ERROR_MESSAGE =
  'The input could not be saved: a value is too long, has characters that are not allowed, or conflicts with saved data';

/** The InvalidInputError a data error answers as (no SQL, no value); undefined for any other error. */
export function inputErrorOfDatabase(error: unknown): InvalidInputError | undefined {
  return isDataError(error) ? new InvalidInputError(DATA_ERROR_MESSAGE) : undefined;
}

/**
 * What a log may say of a database error: its class, SQLSTATE code and the names of the constraint,
 * table and column, and the stack frames. Never the message, which holds the whole statement with
 * its values (names, e-mails, messages), nor PostgreSQL's detail ("Key (email)=(…) already exists").
 */
export function databaseErrorLogFields(error: DriverException): Record<string, unknown> {
  const fields = error as DriverException & {
    constraint?: string;
    table?: string;
    column?: string;
    routine?: string;
  };
  return {
    type: error.name,
    code: error.code,
    constraint: fields.constraint,
    table: fields.table,
    column: fields.column,
    routine: fields.routine,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trim().startsWith('at '))
      .join('\n'),
  };
}
