import { FormRefusedError, FormSubmitError } from 'ui-kit';
import type { UserErrorFieldsFragment } from './generated/graphql';
import { graphQLErrorsOf } from './graphqlErrors';

/*
 * A mutation fails in one of two ways (backend/src/common/user-errors.ts): its payload carries
 * `userErrors` (input problems, each with the path of its field), or the request fails with a
 * GraphQL error (authentication, rate limit, not found, server fault) or a network error.
 */

/** A payload of a mutation: its result fields and the input problems. */
export interface MutationPayload {
  userErrors: readonly UserErrorFieldsFragment[];
}

/**
 * The form field a user error is about: its path after the argument (["input", "email"] is
 * "email", a nested one "address.city"); undefined when it names no field.
 */
export function userErrorField({ field }: Pick<UserErrorFieldsFragment, 'field'>) {
  return field && field.length > 1 ? field.slice(1).join('.') : undefined;
}

/** The message of each field that has a user error (the first one when a field has several). */
export function userErrorMessages(
  userErrors: readonly UserErrorFieldsFragment[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of userErrors) {
    const field = userErrorField(error);
    if (field && !(field in messages)) messages[field] = error.message;
  }
  return messages;
}

/**
 * User errors as the error a ui-kit form shows: each field's message under that field, the first
 * message in the toast.
 */
export function userErrorsToFormError(userErrors: readonly UserErrorFieldsFragment[]) {
  return new FormSubmitError(userErrors[0]?.message ?? '', userErrorMessages(userErrors));
}

/**
 * A mutation's payload when it succeeded; a payload with user errors is thrown as the form error
 * that shows them, and a missing one (no answer) as a form error without a message.
 */
export function withoutUserErrors<T extends MutationPayload>(payload: T | null | undefined): T {
  if (!payload) throw new FormSubmitError('');
  if (payload.userErrors.length > 0) throw userErrorsToFormError(payload.userErrors);
  return payload;
}

/**
 * Turns a failed mutation request into the error a ui-kit form shows: the server's message for
 * the toast. Field messages come only from a payload's `userErrors` (withoutUserErrors). A rate
 * limit (TOO_MANY_REQUESTS) is a FormRefusedError, whose message every form shows as it is
 * ("Too many messages from your connection. Please try again in 9 minutes.").
 */
export function toFormError(error: unknown): Error {
  if (error instanceof FormSubmitError) return error;
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const [first] = errors;
    if (first?.extensions?.code === 'TOO_MANY_REQUESTS') return new FormRefusedError(first.message);
    return new FormSubmitError(first?.message ?? '');
  }
  // Network failures: the form falls back to the spec's generic message.
  return new FormSubmitError('');
}
