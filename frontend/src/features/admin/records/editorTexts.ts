import type { RecordSection } from '../sections';
import type { EditedRecord, EditorConfig } from './RecordEditorScreen';

/** The words of an editor that follow from what its records are. */
export type EditorTexts<R extends EditedRecord> = Pick<
  EditorConfig<R, never, never, never>,
  'idPrefix' | 'lockType' | 'noun' | 'loading' | 'missing' | 'notSaved' | 'heading' | 'meta'
>;

/**
 * What the load of a record of a type says ("newsletter"): "Loading the newsletter...", "Failed
 * to load the newsletter", and "This newsletter does not exist (it may have been deleted)." (the
 * words of RecordLoad, on its editor and on the screens about one record).
 */
export const loadTexts = (one: string) => ({
  noun: `the ${one}`,
  missing: `This ${one} does not exist (it may have been deleted).`,
});

/**
 * The words of a content type's editor from its name ("certification card") and how a record is
 * named (its title): the controls' ids and the lock type ("certification-card"), "Loading the
 * certification card...", "This certification card does not exist (it may have been deleted).",
 * "The certification card was not saved.", the headings "Edit Certification Card" and "New
 * Certification Card", the page title "Edit: {title}" and the description "Certification card
 * editor.". `overrides` holds what a type says otherwise.
 */
export function editorTexts<R extends EditedRecord>(
  one: string,
  name: (record: R) => string,
  overrides: Partial<EditorTexts<R>> = {},
): EditorTexts<R> {
  const kebab = one.replaceAll(' ', '-');
  const title = one.replace(/\b\w/g, (letter) => letter.toUpperCase());
  return {
    idPrefix: kebab,
    lockType: kebab,
    ...loadTexts(one),
    notSaved: `The ${one} was not saved.`,
    heading: { edit: `Edit ${title}`, create: `New ${title}` },
    meta: {
      title: (record) => (record ? `Edit: ${name(record)}` : `New ${title}`),
      description: `${one.charAt(0).toUpperCase()}${one.slice(1)} editor.`,
    },
    ...overrides,
  };
}

/**
 * An editor's words and addresses from its section: its records' words (editorTexts of the
 * section's `one`), the editor's address of a record and the list's, where a delete returns, and
 * the toasts "{name} was added.", "… was saved.", "… was deleted." (a type may say its own).
 */
export const editorOf = <R extends EditedRecord>(
  section: RecordSection,
  name: (record: R) => string,
  overrides: Partial<EditorTexts<R>> = {},
) => ({
  ...editorTexts(section.one, name, overrides),
  path: section.recordPath,
  listPath: section.path,
  messages: recordMessages(name),
});

/** The toasts of a record added, saved and deleted, by how a sentence names it: "{Named} was saved." */
export function recordMessages<R>(named: (record: R) => string) {
  return {
    added: (record: R) => `${named(record)} was added.`,
    saved: (record: R) => `${named(record)} was saved.`,
    deleted: (record: R) => `${named(record)} was deleted.`,
  };
}
