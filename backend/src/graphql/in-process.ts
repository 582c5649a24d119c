import {
  execute,
  GraphQLError,
  validate,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLExecutor } from '../../../frontend/src/server-contract.js';
import type { GraphQLContext } from './context.js';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * Validation errors per schema and operation. Apollo Client hands the link a fresh copy of a
 * page's document on every render (each render has its own cache, which adds `__typename`
 * again), so the document object cannot be the key: the operation's name is, since the server
 * bundle's operations are named uniquely (codegen refuses two of one name). An anonymous
 * operation is validated every time.
 */
const validated = new WeakMap<GraphQLSchema, Map<string, readonly GraphQLError[]>>();

function validationErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): readonly GraphQLError[] {
  if (!operationName) return validate(schema, document);
  let bySchema = validated.get(schema);
  if (!bySchema) validated.set(schema, (bySchema = new Map()));
  let errors = bySchema.get(operationName);
  if (!errors) bySchema.set(operationName, (errors = validate(schema, document)));
  return errors;
}

/** A GraphQL error as formatError receives it from Apollo: with a code (Apollo's default). */
function formatted(error: GraphQLError, code: string): GraphQLFormattedError {
  const json = error.toJSON();
  return { ...json, extensions: { code, ...json.extensions } };
}

/**
 * Runs the operations of a server-rendered page on the schema itself, with the page's one context
 * (one entity manager fork, one token check, one set of DataLoaders): the document the page holds
 * is validated once per operation and executed as it is, with no printing, parsing or
 * hashing of its text, and errors go through the same formatError as POST /graphql (domain codes,
 * masked faults). Apollo's plugins (its response cache, cache hints) do not apply: rendered pages
 * are cached whole (http/response-cache.ts), and a transient answer (a resolver set
 * `answer.transient`, which is the page request's mark, graphql/answer-marks.ts) keeps the page
 * cache from keeping the page. Nor do the alias, depth, token and cost limits of
 * POST /graphql (limits.ts): only the pages' own documents, compiled into the server bundle, run
 * here, never a client's.
 */
export function inProcessExecutor(
  schema: GraphQLSchema,
  formatError: FormatError,
  context: () => Promise<GraphQLContext>,
): GraphQLExecutor {
  return async ({ document, variables, operationName }): Promise<FormattedExecutionResult> => {
    const invalid = validationErrors(schema, document, operationName);
    if (invalid.length > 0) {
      return {
        errors: invalid.map((error) =>
          formatError(formatted(error, 'GRAPHQL_VALIDATION_FAILED'), error),
        ),
      };
    }
    const contextValue = await context();
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      operationName,
      contextValue,
    });
    if (!result.errors?.length) return { data: result.data };
    return {
      data: result.data,
      errors: result.errors.map((error) =>
        // An error with no path is about the request (e.g. a variable of the wrong type).
        formatError(
          formatted(error, error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT'),
          error,
        ),
      ),
    };
  };
}
