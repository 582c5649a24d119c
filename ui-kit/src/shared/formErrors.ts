/**
 * Thrown (or rejected) by a form's `onSubmit` to show messages under fields, e.g. the backend's
 * `Invalid` error with field messages. `message` is used for the error toast.
 */
export class FormSubmitError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'FormSubmitError';
    this.fieldErrors = fieldErrors;
  }
}

/**
 * A refusal the form's error toast explains with `message` instead of its generic failure text,
 * e.g. "Too many messages from your connection. Please try again in 9 minutes.".
 */
export class FormRefusedError extends FormSubmitError {
  constructor(message: string) {
    super(message);
    this.name = 'FormRefusedError';
  }
}

/** Field messages carried by a rejection, as antd `setFields` entries for the form's own fields. */
export function fieldErrorEntries<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): { name: TField; errors: string[] }[] {
  if (!(error instanceof FormSubmitError)) return [];
  return fields
    .filter((field) => error.fieldErrors[field])
    .map((field) => ({ name: field, errors: [error.fieldErrors[field]] }));
}
