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

/** Field messages carried by a rejection, as antd `setFields` entries. */
export function fieldErrorEntries(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof FormSubmitError)) return [];
  return Object.entries(error.fieldErrors).map(([name, message]) => ({ name, errors: [message] }));
}
