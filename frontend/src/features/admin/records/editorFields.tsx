import type { ReactNode } from 'react';
import type { FieldControl } from 'ui-kit/admin';
import type { ConfigField } from './recordWords';
import { ImageSelect } from '../ImageSelect';

export type { ConfigField } from './recordWords';

/** The keys of a draft whose values are `V`. */
type KeysOf<D, V> = { [K in keyof D & string]: D[K] extends V ? K : never }[keyof D & string];

/** What a custom field's control gets: the field's value, its change, and the form's messages. */
export interface CustomControl<V> {
  value: V;
  change: (value: V) => void;
  /** The API's message on this field, and every field's (a list's rows have their own). */
  error?: string;
  errors: Readonly<Record<string, string>>;
  id: string;
}

/**
 * A field the kit has no control for (a list of rows, a chosen image): `control` draws it from
 * the draft's value and a change of it. `bare` fields label themselves and show their messages.
 */
export function customField<D, K extends keyof D & string>(
  name: K,
  control: (props: CustomControl<D[K]>) => ReactNode,
  field: Omit<ConfigField<D>, 'name' | 'render'> = {},
): ConfigField<D> {
  return {
    ...field,
    name,
    render: ({ id, draft, set, error, errors }: FieldControl<D>) =>
      control({
        value: draft[name],
        change: (value) => set({ [name]: value } as unknown as Partial<D>),
        error,
        errors,
        id,
      }),
  };
}

/**
 * A field of an image of the image manager (a portrait, a thumbnail): a searchable choice, and
 * what follows it (a preview of the chosen one). The seeded images are built-in illustrations, not
 * in the image manager's list.
 */
export function imageField<D>(
  name: KeysOf<D, string>,
  {
    placeholder,
    preview,
    allowClear,
    ...field
  }: Omit<ConfigField<D>, 'name' | 'render'> & {
    placeholder: string;
    preview?: (path: string) => ReactNode;
    allowClear?: boolean;
  },
): ConfigField<D> {
  return customField<D, typeof name>(
    name,
    ({ id, value, change }) => (
      <>
        <ImageSelect
          id={id}
          allowClear={allowClear}
          value={value as string}
          onChange={(path) => change(path as D[typeof name])}
          placeholder={placeholder}
        />
        {value ? preview?.(value as string) : null}
      </>
    ),
    { hint: 'Pick an image of the image manager; upload new ones under Images.', ...field },
  );
}

/** A custom field that labels itself and shows its own messages (a list of rows): no label around it. */
export const bareField = <D, K extends string>(
  name: K & keyof D,
  control: (props: CustomControl<D[K & keyof D]>) => ReactNode,
): ConfigField<D> => customField(name, control, { bare: true });
