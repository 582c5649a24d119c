import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { graphQLErrorsOf } from './graphqlErrors';

describe('graphQLErrorsOf', () => {
  it("reads the GraphQL errors of Apollo's CombinedGraphQLErrors", () => {
    const errors = [{ message: 'No product with id 99', extensions: { code: 'NOT_FOUND' } }];
    expect(graphQLErrorsOf(new CombinedGraphQLErrors({ errors }))).toEqual(errors);
  });

  it('is undefined for network and server failures and anything else', () => {
    const response = new Response('', { status: 502 });
    expect(
      graphQLErrorsOf(new ServerError('Bad gateway', { response, bodyText: '' })),
    ).toBeUndefined();
    expect(graphQLErrorsOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(graphQLErrorsOf({ errors: [{ message: 'looks alike' }] })).toBeUndefined();
    expect(graphQLErrorsOf(undefined)).toBeUndefined();
  });
});
