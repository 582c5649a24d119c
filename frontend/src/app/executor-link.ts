import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** Runs one GraphQL operation in the server process (no HTTP round trip to itself). */
export type GraphQLExecutor = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/** An Apollo link for server rendering that hands each operation to the backend's executor. */
export function createExecutorLink(execute: GraphQLExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
