import { ServerError } from '@apollo/client/errors';
import { graphQLErrorsOf } from '../../graphql/graphqlErrors';

/** An admin REST request (an upload, a file's delete) the server refused: status and messages. */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's message per form field, e.g. `{ file: 'The file is not a PDF' }`. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** The server refused the token (missing, tampered or expired): the session is over. */
export function isUnauthenticated(error: unknown): boolean {
  if (error instanceof AdminRequestError) return error.status === 401;
  const errors = graphQLErrorsOf(error);
  if (errors) return errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/** The first GraphQL error's code and message, if the server answered with one. */
export function graphQLError(
  error: unknown,
): { code?: string; message: string; sessionRefused: boolean } | undefined {
  const first = graphQLErrorsOf(error)?.[0];
  if (!first) return undefined;
  const code = first.extensions?.code;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: first.message,
    // The session or token this browser had was refused (ended, timed out), not absent.
    sessionRefused: first.extensions?.sessionRefused === true,
  };
}
