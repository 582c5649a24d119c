import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
// antd's styles for the form error markup written here.
import 'virtual:antd/Form.css';

/** Text typed into a field the API keeps on one line: a line break becomes a space. */
export const oneLine = (value: string) => value.replace(/\s*\n\s*/g, ' ');

export interface ListFieldProps {
  /** The list's name, the fieldset's legend: "Features". */
  legend: string;
  /** One item, capitalised: "Feature" → "Feature 2", "Remove feature 2", "Add feature". */
  itemLabel: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** The API's message about the list (an empty item, too many), shown under it. */
  error?: string;
  /** A line under the legend: what the list is for, where it shows. */
  help?: ReactNode;
  /** Each item in a text area (a paragraph) rather than a one-line input. */
  multiline?: boolean;
  /** Suggestions for each item: the id of a <datalist> on the page. */
  suggestions?: string;
}

/**
 * A list of texts as editable rows: one input per item, each removable, and a button for one
 * more. Each input is named by its position ("Benefit 2"), so a screen reader and a keyboard user
 * know which one they are in.
 */
export function ListField({
  legend,
  itemLabel,
  items,
  onChange,
  error,
  help,
  multiline = false,
  suggestions,
}: ListFieldProps) {
  const lower = itemLabel.toLowerCase();
  const change = (index: number, value: string) =>
    onChange(items.map((item, i) => (i === index ? value : item)));
  return (
    <fieldset className="admin-list-field">
      <legend>{legend}</legend>
      {help ? <p className="admin-list-field__help">{help}</p> : null}
      {items.map((item, index) => (
        // Items may repeat while typed: the position is the identity here.
        <div className="admin-list-field__row" key={index}>
          {multiline ? (
            <Input.TextArea
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              autoSize={{ minRows: 2, maxRows: 8 }}
              status={error ? 'error' : undefined}
              onChange={(e) => change(index, oneLine(e.target.value))}
            />
          ) : (
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              list={suggestions}
              status={error ? 'error' : undefined}
              onChange={(e) => change(index, e.target.value)}
            />
          )}
          <Button
            aria-label={`Remove ${lower} ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <ErrorLine message={error} />
      <Button onClick={() => onChange([...items, ''])}>Add {lower}</Button>
    </fieldset>
  );
}

/** An API message under a part of a form that is not one Form.Item (a list, a row). */
export function ErrorLine({ message }: { message: string | undefined }) {
  return message ? (
    <div className="ant-form-item-explain-error" role="alert">
      {message}
    </div>
  ) : null;
}
