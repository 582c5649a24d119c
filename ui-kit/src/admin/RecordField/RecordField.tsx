import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface RecordFieldProps {
  /** The field's id: the control inside must carry it, so the label names the control. */
  id: string;
  label: string;
  required?: boolean;
  /** The API's message for this field (from a save's user errors), shown instead of `hint`. */
  error?: string;
  /** Advice under the field while it has no error ("Optional, e.g. \"P.Ag.\""). */
  hint?: ReactNode;
  children: ReactNode;
}

/** The id of the message or hint under the field `id`, for the control's aria-describedby. */
export const recordFieldHelpId = (id: string) => `${id}-help`;

/**
 * One field of an admin record form: its label tied to the control, the API's message under it in
 * the error state, or its hint (under the id `recordFieldHelpId(id)`). The value is the screen's
 * own state, so a refused save never clears it.
 */
export function RecordField({ id, label, required, error, hint, children }: RecordFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error || hint ? <span id={recordFieldHelpId(id)}>{error ?? hint}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
