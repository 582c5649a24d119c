import { Form, Input } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { RecordField, useRecordFieldAria } from '../RecordField';

/** What a field's own control gets: its id, the whole draft, a way to change it, its error. */
export interface FieldControl<D> {
  id: string;
  draft: D;
  set: (patch: Partial<D>) => void;
  error?: string;
  /** Every message of the API by field ("subtypes.1.name"), for a control of several parts. */
  errors: Readonly<Record<string, string>>;
}

/**
 * One field of a record's form, declared: its name in the draft (and in the API's field errors),
 * its label and hint, and its control: a text, a longer text, a number, an address, a choice, or
 * a control of the record's own (`render`: an image picker, a list of lines).
 */
export interface EditorField<D> {
  name: keyof D & string;
  label: string;
  /** The control's id (the label points at it): `${idPrefix}-${name}` unless given. */
  id?: string;
  required?: boolean;
  /** Advice under the field; a function of the draft when it follows the typing (a count). */
  hint?: ReactNode | ((draft: D) => ReactNode);
  /** `datetime-local`: a day and a time, as the browser's own control picks them. */
  kind?: 'text' | 'textarea' | 'number' | 'url' | 'date' | 'datetime-local' | 'select' | 'checkbox';
  /** A checkbox's words beside the box ("Expandable: the card opens to list its subtypes"). */
  text?: string;
  /** The control labels itself and shows its own messages (a list of rows): no label around it. */
  bare?: boolean;
  /** Lines of a textarea. */
  rows?: number;
  placeholder?: string;
  /** The choices of a select. */
  options?: readonly { value: string; label: string }[];
  /** A control of the record's own; its value is the draft's to read. */
  render?: (control: FieldControl<D>) => ReactNode;
  /** Shown only while this holds (a field that depends on another). */
  when?: (draft: D) => boolean;
}

/** The id of `field`'s control in a form whose ids start with `prefix`. */
export const fieldId = <D,>(prefix: string, field: EditorField<D>) =>
  field.id ?? `${prefix}-${field.name}`;

// Loads with the first form that has a number, a choice or a checkbox (see choiceControls.tsx).
const ChoiceControl = lazy(() => import('./choiceControls'));

function Control<D>({ field, id, draft, set }: { field: EditorField<D> } & FieldControl<D>) {
  const value = draft[field.name];
  const setValue = (next: unknown) => set({ [field.name]: next } as Partial<D>);
  const aria = useRecordFieldAria();
  switch (field.kind ?? 'text') {
    case 'textarea':
      return (
        <Input.TextArea
          {...aria}
          id={id}
          rows={field.rows ?? 5}
          placeholder={field.placeholder}
          value={(value as string | null) ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    case 'number':
    case 'checkbox':
    case 'select':
      return (
        <Suspense fallback={null}>
          <ChoiceControl field={field} id={id} value={value} setValue={setValue} />
        </Suspense>
      );
    default:
      return (
        <Input
          {...aria}
          id={id}
          type={field.kind === 'url' || field.kind?.startsWith('date') ? field.kind : 'text'}
          placeholder={field.placeholder}
          value={(value as string | null) ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      );
  }
}

export interface EditorFieldsProps<D> {
  idPrefix: string;
  fields: readonly EditorField<D>[];
  draft: D;
  set: (patch: Partial<D>) => void;
  errors: Readonly<Record<string, string>>;
}

/** The fields of a record's form, each with its label, its control and the API's message. */
export function EditorFields<D>({ idPrefix, fields, draft, set, errors }: EditorFieldsProps<D>) {
  return fields
    .filter((field) => !field.when || field.when(draft))
    .map((field) => {
      const id = fieldId(idPrefix, field);
      const error = errors[field.name];
      const hint = typeof field.hint === 'function' ? field.hint(draft) : field.hint;
      const control = field.render ? (
        field.render({ id, draft, set, error, errors })
      ) : (
        <Control field={field} id={id} draft={draft} set={set} error={error} errors={errors} />
      );
      if (field.bare) return <div key={field.name}>{control}</div>;
      if (field.kind === 'checkbox') {
        return (
          <Form.Item
            key={field.name}
            validateStatus={error ? 'error' : undefined}
            help={error ?? hint}
          >
            {control}
          </Form.Item>
        );
      }
      return (
        <RecordField
          key={field.name}
          id={id}
          label={field.label}
          required={field.required}
          error={error}
          hint={hint}
        >
          {control}
        </RecordField>
      );
    });
}
