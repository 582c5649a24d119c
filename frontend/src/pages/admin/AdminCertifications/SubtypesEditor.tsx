import { Button, Checkbox, Form, Input } from 'antd';
import { MoveButtons } from 'ui-kit/admin';

/** A subtype as the editor holds it: `id` null for a new one, `key` to keep its row. */
export interface SubtypeDraft {
  key: string;
  id: string | null;
  name: string;
  description: string;
  available: boolean;
}

export interface SubtypesEditorProps {
  subtypes: readonly SubtypeDraft[];
  onChange: (subtypes: SubtypeDraft[]) => void;
  /** The API's messages by field ("subtypes", "subtypes.1.name"). */
  fieldErrors: Readonly<Record<string, string>>;
}

let nextKey = 0;
/** A new, empty subtype row. */
export const newSubtype = (): SubtypeDraft => ({
  key: `new-${++nextKey}`,
  id: null,
  name: '',
  description: '',
  available: true,
});

/**
 * The standards an expandable card lists, in their order: each with its name, description and
 * "available" flag, moved up or down, removed, or added at the end. Saved with the card.
 */
export function SubtypesEditor({ subtypes, onChange, fieldErrors }: SubtypesEditorProps) {
  const change = (index: number, patch: Partial<SubtypeDraft>) =>
    onChange(subtypes.map((subtype, i) => (i === index ? { ...subtype, ...patch } : subtype)));
  const moveTo = (index: number, position: number) => {
    const list = [...subtypes];
    const [moved] = list.splice(index, 1);
    list.splice(position - 1, 0, moved);
    onChange(list);
  };
  const error = (index: number, field: string) => fieldErrors[`subtypes.${index}.${field}`];

  return (
    <fieldset className="certification-editor__subtypes">
      <legend>Subtypes</legend>
      {fieldErrors.subtypes ? (
        <div className="ant-form-item-explain-error" role="alert">
          {fieldErrors.subtypes}
        </div>
      ) : null}
      {subtypes.length === 0 ? <p>No subtypes. Only an expandable card lists them.</p> : null}
      <ol className="certification-editor__subtype-list">
        {subtypes.map((subtype, index) => {
          const label = subtype.name.trim() || `subtype ${index + 1}`;
          return (
            <li key={subtype.key} className="certification-editor__subtype">
              <MoveButtons
                position={index + 1}
                last={index === subtypes.length - 1}
                name={label}
                onMove={(position) => moveTo(index, position)}
              />
              <Form.Item
                label="Name"
                htmlFor={`subtype-${subtype.key}-name`}
                required
                validateStatus={error(index, 'name') ? 'error' : undefined}
                help={error(index, 'name')}
              >
                <Input
                  id={`subtype-${subtype.key}-name`}
                  value={subtype.name}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
              </Form.Item>
              <Form.Item
                label="Description"
                htmlFor={`subtype-${subtype.key}-description`}
                required
                validateStatus={error(index, 'description') ? 'error' : undefined}
                help={error(index, 'description')}
              >
                <Input
                  id={`subtype-${subtype.key}-description`}
                  value={subtype.description}
                  onChange={(event) => change(index, { description: event.target.value })}
                />
              </Form.Item>
              <Checkbox
                checked={subtype.available}
                onChange={(event) => change(index, { available: event.target.checked })}
              >
                Available
              </Checkbox>
              <Button
                size="small"
                aria-label={`Remove ${label}`}
                onClick={() => onChange(subtypes.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <Button onClick={() => onChange([...subtypes, newSubtype()])}>Add a subtype</Button>
    </fieldset>
  );
}
