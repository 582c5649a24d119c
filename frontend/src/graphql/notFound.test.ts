import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNotFoundError, recordState } from './notFound';

const notFound = new CombinedGraphQLErrors({
  errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
});
const serverError = new CombinedGraphQLErrors({
  errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

describe('isNotFoundError', () => {
  it('recognises a NOT_FOUND GraphQL error', () => {
    expect(isNotFoundError(notFound)).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isNotFoundError(serverError)).toBe(false);
    expect(isNotFoundError(new Error('Failed to fetch'))).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});

describe('recordState', () => {
  const product = { id: '7', name: 'Soil Booster' };

  it('is the record once it has arrived', () => {
    expect(recordState({ loading: false }, product)).toEqual({ loading: false, data: product });
  });

  it('is "there is none" (null) for NOT_FOUND, a null record and a skipped query', () => {
    expect(recordState({ loading: false, error: notFound }, null)).toEqual({
      loading: false,
      data: null,
    });
    expect(recordState({ loading: false, error: notFound }, undefined)).toEqual({
      loading: false,
      data: null,
    });
    expect(recordState({ loading: false }, null)).toEqual({ loading: false, data: null });
    expect(recordState({ loading: false }, undefined)).toEqual({ loading: false, data: null });
  });

  it('is the failure for any other error, even beside a record', () => {
    expect(recordState({ loading: false, error: serverError }, null)).toEqual({
      loading: false,
      error: serverError,
    });
    expect(recordState({ loading: false, error: serverError }, product)).toEqual({
      loading: false,
      error: serverError,
    });
  });

  it('is only loading while loading', () => {
    expect(recordState({ loading: true }, undefined)).toEqual({ loading: true });
    expect(recordState({ loading: true }, product)).toEqual({ loading: true });
  });
});
