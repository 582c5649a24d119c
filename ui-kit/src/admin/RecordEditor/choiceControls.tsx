import { Checkbox, InputNumber, Select } from 'antd';
import { useRecordFieldAria } from '../RecordField';
import type { EditorField } from './editorFields';

export interface ChoiceControlProps {
  field: Pick<EditorField<unknown>, 'kind' | 'placeholder' | 'options' | 'text' | 'label'>;
  id: string;
  value: unknown;
  setValue: (next: unknown) => void;
}

/**
 * A field's number box, choice or checkbox: antd's heavier controls, in a module of their own that
 * loads with the first form that has such a field (a form of texts alone does not fetch them).
 */
export default function ChoiceControl({ field, id, value, setValue }: ChoiceControlProps) {
  // A checkbox stands outside a RecordField: its message is its Form.Item's.
  const aria = useRecordFieldAria();
  switch (field.kind) {
    case 'number':
      return (
        <InputNumber
          {...aria}
          id={id}
          placeholder={field.placeholder}
          value={value as number | null}
          onChange={(next) => setValue(next)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          checked={Boolean(value)}
          onChange={(event) => setValue(event.target.checked)}
        >
          {field.text ?? field.label}
        </Checkbox>
      );
    default:
      return (
        <Select
          {...aria}
          id={id}
          value={(value as string | null) ?? undefined}
          options={field.options?.map((option) => ({ ...option }))}
          onChange={(next: string) => setValue(next)}
        />
      );
  }
}
