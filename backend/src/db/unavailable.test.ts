import { ConnectionException, DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../common/errors.js';
import { isDatabaseUnavailable, unavailableErrorOfDatabase } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (server restarting)', withCode('connect ECONNREFUSED', 'ECONNREFUSED')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ["pg's connect timeout", new Error('timeout expired')],
    ["pg's client-side query timeout", new Error('Query read timeout')],
    [
      'knex finding no free connection',
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
    ],
    [
      'the server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    [
      'statement_timeout (57014)',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['as MikroORM wraps it', new DriverException(new Error('Query read timeout'))],
    ["MikroORM's ConnectionException", new ConnectionException(new Error('lost'))],
    ['as a cause', new Error('wrapped', { cause: new Error('Connection terminated') })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(unavailableErrorOfDatabase(error)).toBeInstanceOf(ServiceUnavailableError);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain fault', new Error('Cannot read properties of undefined')],
    ['a message that merely mentions a timeout', new Error('render timeout expired for page')],
    ['not an error', 'Connection terminated'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(unavailableErrorOfDatabase(error)).toBeUndefined();
  });
});
