import { Form } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

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

/** What a control says of its field to assistive technology: refused, and what is under it. */
export interface RecordFieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const FieldAria = createContext<RecordFieldAria>({});

/**
 * The aria attributes of the control of the RecordField around it: `aria-invalid` while the field
 * has the API's message, and `aria-describedby` naming the message or the hint under it. The
 * kit's controls spread them; none outside a RecordField.
 */
export const useRecordFieldAria = () => useContext(FieldAria);

/**
 * One field of an admin record form: its label tied to the control, the API's message under it in
 * the error state, or its hint (under the id `recordFieldHelpId(id)`), which a control inside
 * reads with useRecordFieldAria. The value is the screen's own state, so a refused save never
 * clears it.
 */
export function RecordField({ id, label, required, error, hint, children }: RecordFieldProps) {
  const help = error || hint ? recordFieldHelpId(id) : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={help ? <span id={help}>{error ?? hint}</span> : undefined}
    >
      <FieldAria.Provider
        value={{ 'aria-invalid': error ? true : undefined, 'aria-describedby': help }}
      >
        {children}
      </FieldAria.Provider>
    </Form.Item>
  );
}
