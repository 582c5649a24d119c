import type { OperationVariables } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';

/*
 * Mocked API answers typed by the operation they answer. Apollo's `MockLink.MockedResponse` is
 * generic in its data and variables, but its `request.query` is a plain DocumentNode: nothing ties
 * the two, so a hand-written mock defaults to `Record<string, any>` and can drift from the schema
 * unseen. These helpers take the generated `TypedDocumentNode` and read the answer's types from it:
 * a missing field, a wrong scalar, a wrong `__typename`, a field the query does not ask for (in an
 * object written inline or returned by a typed builder) or wrong variables fail `tsc -p frontend`.
 */

declare const checked: unique symbol;

/**
 * An object of an operation's result as the server sends it. The generated types leave
 * `__typename` optional, but Apollo's cache adds it to every selection below the root, so the
 * server always answers it: a mock must too (the root, `Query` or `Mutation`, has none).
 */
export type Answer<T> = 0 extends 1 & T
  ? T // a JSON scalar: anything goes
  : T extends readonly (infer Item)[]
    ? Answer<Item>[]
    : T extends object
      ? { [K in keyof T]-?: Answer<T[K]> }
      : T;

/** An operation's data as the server sends it: every object below the root has its type name. */
export type AnswerData<TData> = {
  [K in keyof TData]: K extends '__typename' ? TData[K] : Answer<TData[K]>;
};

/**
 * A mocked answer built by the helpers below. The render helpers take only these, so a
 * hand-written `{ request, result }` whose data nothing checks cannot slip into a test or story.
 */
export type TypedMock<
  TData = Record<string, unknown>,
  TVariables extends OperationVariables = OperationVariables,
> = MockLink.MockedResponse<TData, TVariables> & { readonly [checked]: true };

/** The variables a mock answers: exactly these, or every request a matcher accepts. */
type VariablesMatch<TVariables> = TVariables | ((variables: TVariables) => boolean);

/** An operation without required variables may be matched by its document alone. */
type TakesNoVariables<TVariables> = Record<string, never> extends TVariables ? true : false;

/** `variables` is required exactly when the operation declares a required one. */
type RequestOptions<TVariables> =
  TakesNoVariables<TVariables> extends true
    ? { variables?: VariablesMatch<TVariables> }
    : { variables: VariablesMatch<TVariables> };

interface UsageOptions {
  /** How many requests the answer serves (Apollo's default: one). */
  maxUsageCount?: number;
}

export type DataOptions<TData, TVariables> = RequestOptions<TVariables> &
  UsageOptions & {
    /** The answer's data, or a function of the request's variables that returns it. */
    data: AnswerData<TData> | ((variables: TVariables) => AnswerData<TData>);
    /** Milliseconds before the answer arrives. */
    delay?: number;
  };

export type ErrorsOptions<TData, TVariables> = RequestOptions<TVariables> &
  UsageOptions & {
    /** GraphQL errors as the server formats them (message and `extensions.code`). */
    errors: readonly GraphQLFormattedError[];
    /** What the server sends beside them: null or the part of the data that resolved. */
    data?: AnswerData<TData> | null;
  };

export type NetworkErrorOptions<TVariables> = RequestOptions<TVariables> &
  UsageOptions & {
    /** The transport failure, e.g. `new Error('Failed to fetch')`. */
    error: Error;
  };

/** The options of `mockLoading`, which may be left out when the operation has no variables. */
type LoadingArgs<TVariables> =
  TakesNoVariables<TVariables> extends true
    ? [options?: RequestOptions<TVariables>]
    : [options: RequestOptions<TVariables>];

function request<TVariables extends OperationVariables>(
  document: TypedDocumentNode<unknown, TVariables>,
  variables: VariablesMatch<TVariables> | undefined,
): MockLink.MockedRequest<TVariables> {
  return variables === undefined ? { query: document } : { query: document, variables };
}

function typed<TData, TVariables extends OperationVariables>(
  mock: MockLink.MockedResponse<Record<string, unknown>, TVariables>,
): TypedMock<TData, TVariables> {
  return mock as unknown as TypedMock<TData, TVariables>;
}

/** The server answers the operation with `data`. */
export function mockData<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: DataOptions<NoInfer<TData>, NoInfer<TVariables>>,
): TypedMock<TData, TVariables> {
  const { variables, data, delay, maxUsageCount } = options;
  // Generated data types are objects, never functions: a function is the per-request form.
  const result =
    typeof data === 'function'
      ? (vars: TVariables) => ({ data: (data as (vars: TVariables) => AnswerData<TData>)(vars) })
      : { data };
  return typed({
    request: request(document, variables),
    result,
    ...(delay === undefined ? {} : { delay }),
    ...(maxUsageCount === undefined ? {} : { maxUsageCount }),
  } as MockLink.MockedResponse<Record<string, unknown>, TVariables>);
}

/** The server refuses the operation with GraphQL errors (a 200 response with `errors`). */
export function mockErrors<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: ErrorsOptions<NoInfer<TData>, NoInfer<TVariables>>,
): TypedMock<TData, TVariables> {
  const { variables, errors, data, maxUsageCount } = options;
  return typed({
    request: request(document, variables),
    result: data === undefined ? { errors } : { data, errors },
    ...(maxUsageCount === undefined ? {} : { maxUsageCount }),
  } as MockLink.MockedResponse<Record<string, unknown>, TVariables>);
}

/** The request never reaches an answer: the network or the server fails. */
export function mockNetworkError<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: NetworkErrorOptions<NoInfer<TVariables>>,
): TypedMock<TData, TVariables> {
  const { variables, error, maxUsageCount } = options;
  return typed({
    request: request(document, variables),
    error,
    ...(maxUsageCount === undefined ? {} : { maxUsageCount }),
  });
}

/** The answer never arrives: the loading state, for as long as the test or story looks. */
export function mockLoading<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  ...[options]: LoadingArgs<NoInfer<TVariables>>
): TypedMock<TData, TVariables> {
  return typed({ request: request(document, options?.variables), delay: Infinity });
}
