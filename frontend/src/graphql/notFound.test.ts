import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNotFoundError } from './notFound';

describe('isNotFoundError', () => {
  it('recognises a NOT_FOUND GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(isNotFoundError(error)).toBe(true);
  });

  it('leaves other failures alone', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(isNotFoundError(error)).toBe(false);
    expect(isNotFoundError(new Error('Failed to fetch'))).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});
