import type { TypedDocumentNode } from '@apollo/client';
import type { UserErrorFieldsFragment } from '../../../graphql/generated/admin/graphql';
import type { DeleteQuestion, RecordVersion } from 'ui-kit/admin';

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

/** The one field of a mutation's answer (`createTestimonial`), whatever its name. */
function onlyField(data: unknown): unknown {
  const entries = Object.entries(data as Record<string, unknown>);
  return entries.find(([name]) => name !== '__typename')?.[1];
}

/**
 * The answer of a mutation whose payload holds the record and its user errors, whatever they are
 * named (`moveTestimonial { testimonial userErrors }`), or a delete's (`{ deletedId userErrors }`).
 */
export function payloadAnswer<R>(data: unknown): RecordAnswer<R> | null | undefined {
  const payload = onlyField(data) as
    | ({ userErrors: readonly UserErrorFieldsFragment[] } & Record<string, unknown>)
    | null
    | undefined;
  if (!payload || 'deletedId' in payload) return payload as RecordAnswer<R> | null | undefined;
  const [, record] =
    Object.entries(payload).find(([name]) => name !== 'userErrors' && name !== '__typename') ?? [];
  return { userErrors: payload.userErrors, record: (record ?? null) as R | null };
}

/**
 * The documents of a content type's editor as codegen gathers them for a type whose operations
 * follow the record resource's names (`TestimonialRecordDocuments`, written by
 * scripts/codegen-record-documents.cjs): the load of one record with its versions, its create,
 * update, restore and delete, the field of the load's answer that holds the record
 * (`adminTestimonial`) and the one of the saves' payloads (`testimonial`).
 */
export interface RecordDocuments<Q, L extends keyof Q, I> {
  load: TypedDocumentNode<Q, { id: string }>;
  /** None for a type that is never created (the technology entries). */
  create?: TypedDocumentNode<unknown, { input: I }>;
  update: TypedDocumentNode<unknown, { id: string; expectedVersion: number; input: I }>;
  restore: TypedDocumentNode<unknown, { id: string; expectedVersion: number; version: number }>;
  /**
   * None for a type that is never deleted. Its variables are the id and `variables` (so the
   * document is typed loosely).
   */
  remove?: TypedDocumentNode<unknown, never>;
  loadField: L;
  payloadField: string;
}

/**
 * The load, create, update, restore and delete of a content type, from its documents
 * (`recordDocuments(TestimonialRecordDocuments, { question })`), with what a delete asks first and
 * the delete's variables beyond the id (a product's version and confirmation); no create or delete
 * for a type whose documents have none.
 */
export function recordDocuments<
  Q extends { recordVersions: readonly RecordVersion[] },
  L extends Exclude<keyof Q, 'recordVersions' | '__typename'>,
  I,
>(
  documents: RecordDocuments<Q, L, I>,
  remove?: {
    question: (record: NonNullable<Q[L]>) => DeleteQuestion;
    variables?: (record: NonNullable<Q[L]>, version: number) => Record<string, unknown>;
  },
) {
  type R = NonNullable<Q[L]>;
  if (documents.remove && !remove) {
    throw new Error(`The editor of ${String(documents.loadField)} deletes but asks nothing first`);
  }
  const saved = (data: unknown) => {
    const payload = onlyField(data) as
      | ({ userErrors: readonly UserErrorFieldsFragment[] } & Record<string, unknown>)
      | null
      | undefined;
    if (!payload) return undefined;
    return {
      userErrors: payload.userErrors,
      record: (payload[documents.payloadField] ?? null) as R | null,
    };
  };
  return {
    load: {
      document: documents.load,
      record: (data: Q) => data[documents.loadField] as R | null | undefined,
      versions: (data: Q) => data.recordVersions,
    },
    create: documents.create && op(documents.create, saved),
    update: op(documents.update, saved),
    restore: op(documents.restore, saved),
    remove: documents.remove && {
      ...op(documents.remove, (data) => onlyField(data) as RecordAnswer<R> | null | undefined),
      ...remove!,
    },
  };
}
