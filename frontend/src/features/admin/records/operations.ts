import type { TypedDocumentNode } from '@apollo/client';
import type { UserErrorFieldsFragment } from '../../../graphql/generated/admin/graphql';

/** What a record mutation's payload holds, whatever its type names its fields. */
export interface RecordAnswer<R> {
  userErrors: readonly UserErrorFieldsFragment[];
  /** The saved record (a create, an update, a restore, a move). */
  record?: R | null;
  /** The id of a deleted record. */
  deletedId?: string | null;
}

/**
 * One GraphQL operation of a content type, as its configs declare it: the codegen document and
 * where its answer is (`createTestimonial.testimonial`). The variables are the record resource's
 * (backend/src/modules/records): `{ input }`, `{ id, expectedVersion, input }`, `{ id, position }`…
 */
export interface RecordOperation<TData, TVariables, R> {
  document: TypedDocumentNode<TData, TVariables>;
  // A method, so an operation of one document fits the config's wider type (bivariant).
  answer(data: TData): RecordAnswer<R> | null | undefined;
}

/** A record operation, its types read from the document (`op(AdminCreateTestimonialDocument, …)`). */
export const op = <TData, TVariables, R>(
  document: TypedDocumentNode<TData, TVariables>,
  answer: (data: TData) => RecordAnswer<R> | null | undefined,
): RecordOperation<TData, TVariables, R> => ({ document, answer });

/** A payload named after its type (`{ testimonial, userErrors }`) as a record answer. */
export function answerOf<
  P extends { userErrors: readonly UserErrorFieldsFragment[] },
  K extends Exclude<keyof P, 'userErrors' | '__typename'>,
>(payload: P | null | undefined, key: K): RecordAnswer<NonNullable<P[K]>> | undefined {
  return payload
    ? { userErrors: payload.userErrors, record: payload[key] as NonNullable<P[K]> | null }
    : undefined;
}
