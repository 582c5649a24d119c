import type { EditorField, FieldLabels } from 'ui-kit/admin';

// Apart from editorFields.tsx, whose image field draws a choice of images: every editor labels its
// fields, but only some carry that choice.

/**
 * A field as an editor's config declares it: its label is the config's label of its name (the one
 * the version history shows) unless it gives one of its own ("Rating (stars, 1 to 5)").
 */
export type ConfigField<D> = Omit<EditorField<D>, 'label'> & { label?: string };

/** The fields with their labels: each one's own, or the config's by its name. */
export function labelled<D>(
  fields: readonly ConfigField<D>[],
  labels: FieldLabels,
): EditorField<D>[] {
  return fields.map((field) => {
    const label = field.label ?? labels[field.name];
    if (label === undefined) throw new Error(`The field ${field.name} has no label`);
    return { ...field, label };
  });
}
