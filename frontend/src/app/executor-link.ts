import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** Runs one GraphQL operation in the server process (no HTTP round trip to itself). */
export type GraphQLExecutor = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/** An operation the link ran, and whether it was answered without errors. */
export interface ExecutedOperation {
  query: DocumentNode;
  operationName?: string;
  variables: Record<string, unknown>;
  ok: boolean;
}

/** A document's text, printed once per document (pages send the same few over and over). */
const printed = new WeakMap<DocumentNode, string>();
function printOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/**
 * An Apollo link for server rendering that hands each operation to the backend's executor;
 * `onExecuted` hears of each answered one.
 */
export function createExecutorLink(
  execute: GraphQLExecutor,
  onExecuted?: (operation: ExecutedOperation) => void,
): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: printOnce(operation.query),
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
