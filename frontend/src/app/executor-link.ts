import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import type { GraphQLExecutor } from '../server-contract';

/** An operation the link ran, and whether it was answered without errors. */
export interface ExecutedOperation {
  query: DocumentNode;
  operationName?: string;
  variables: Record<string, unknown>;
  ok: boolean;
}

/**
 * An Apollo link for server rendering that hands each operation's document, as the page holds
 * it, to the backend's executor (no printing, no parsing again); `onExecuted` hears of each
 * answered one.
 */
export function createExecutorLink(
  execute: GraphQLExecutor,
  onExecuted?: (operation: ExecutedOperation) => void,
): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          document: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            onExecuted?.({
              query: operation.query,
              operationName: operation.operationName,
              variables: operation.variables,
              ok: !result.errors?.length,
            });
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
