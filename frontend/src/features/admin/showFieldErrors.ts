import type { FormInstance } from 'antd';
import { FormSubmitError } from 'ui-kit';

/**
 * Shows the API's refusal (a FormSubmitError) under the antd form's `fields` it names and puts the
 * focus on the first of them. Answers whether it was such a refusal (anything else is the
 * caller's to report).
 */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fields: readonly (keyof Values & string)[],
): boolean {
  if (!(error instanceof FormSubmitError)) return false;
  const refused = fields
    .filter((field) => error.fieldErrors[field])
    .map((field) => ({ name: field, errors: [error.fieldErrors[field]] }));
  form.setFields(refused as Parameters<FormInstance<Values>['setFields']>[0]);
  if (refused[0]) form.focusField(refused[0].name);
  return true;
}
