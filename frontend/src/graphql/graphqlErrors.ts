import type { GraphQLFormattedError } from 'graphql';

/**
 * The GraphQL errors of a failed request, when it is Apollo Client's CombinedGraphQLErrors
 * (undefined for a network or server failure). The same check as `CombinedGraphQLErrors.is`, which
 * reads the brand Apollo puts on its errors (the registered symbol `apollo.error`), without
 * importing Apollo Client: public pages load it only when they must ask the API (app/page-data).
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const brand = (error as Record<symbol, unknown>)[Symbol.for('apollo.error')];
  if (brand !== 'CombinedGraphQLErrors') return undefined;
  return (error as { errors: readonly GraphQLFormattedError[] }).errors;
}
