import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** True when GraphQL answered NOT_FOUND (a missing product), not a network or server failure. */
export function isNotFoundError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}
