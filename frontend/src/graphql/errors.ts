import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FormSubmitError } from 'ui-kit';

/**
 * Turns a failed mutation into the error a ui-kit form shows: the server's message for the toast
 * and, for BAD_USER_INPUT, its per-field messages under the fields.
 */
export function toFormError(error: unknown): Error {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const fields = first?.extensions?.fields;
    return new FormSubmitError(
      first?.message ?? '',
      fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
    );
  }
  // Network failures: the form falls back to the spec's generic message.
  return new FormSubmitError('');
}
