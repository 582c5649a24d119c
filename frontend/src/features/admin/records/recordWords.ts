import type { DeleteQuestion, EditorField, FieldLabels, RecordVersion } from 'ui-kit/admin';
import type { RecordSection } from '../sections';
import type { EditedRecord, EditorConfig } from './RecordEditorScreen';
import { recordDocuments, type RecordDocuments } from './operations';
import type { ListConfig } from './RecordListScreen';

/*
 * The words of a content type's screens: its fields' labels, its stored values in the version
 * history, and its list's and editor's words from what its records are (its section's `one` and
 * `many`); and an editor's declaration (`recordEditor`: those words with the type's documents).
 * Of the kit only types and operations.ts (no more than functions) come in: the module stays
 * apart from editorFields.tsx (whose image field draws a choice of images), from RecordVersions.tsx
 * (the history) and from the screens, so that a screen's first load carries these words but none
 * of those. The declaration lives here rather than in a module of its own because a module is a
 * chunk, and a chunk more weighs on the newsletter editor's first load (frontend/size-budgets.json).
 */

/** Words with each one's first letter in upper case: "certification card" as "Certification Card". */
const titled = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Words with the first letter in upper case: "certification card" as "Certification card". */
export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

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

/** How a field's stored values read in the office's words ("DRY" as "Dry (granular)"), by field. */
export type ValueWords = Readonly<Record<string, (value: string | null) => string | null>>;

/** The versions with the values of the fields `words` names in its words. */
export const inWords = (versions: readonly RecordVersion[], words: ValueWords): RecordVersion[] =>
  versions.map((version) => ({
    ...version,
    values: version.values.map((field) => {
      const word = words[field.name];
      return word ? { ...field, value: word(field.value) } : field;
    }),
  }));

/** The words of a list that follow from what its rows are. */
type ListWords = Pick<ListConfig<{ id: string }, never>, 'noun' | 'what' | 'empty' | 'emptySearch'>;

/** What a type says otherwise: any of the words, an empty state's title or description alone. */
export interface ListWordsOverrides {
  noun?: string;
  what?: string;
  empty?: Partial<ListWords['empty']>;
  emptySearch?: Partial<ListWords['emptySearch']>;
}

/**
 * The words of a list from what its rows are ("document", "documents"): the table counts
 * "documents"; "Loading the documents...", "Failed to load the documents", "Search the
 * documents"; empty, "No documents yet" and "Add the first one."; a search that finds nothing, "No
 * document matches" (and the list's "Try other words."). `overrides` holds what a type says
 * otherwise.
 */
export function listWords(
  one: string,
  many: string,
  { noun = many, what = `the ${many}`, empty, emptySearch }: ListWordsOverrides = {},
): ListWords {
  return {
    noun,
    what,
    empty: { title: `No ${many} yet`, description: 'Add the first one.', ...empty },
    emptySearch: { title: `No ${one} matches`, ...emptySearch },
  };
}

/**
 * The words of a content type's list from its section: the section's label as its title, "New
 * {One}" to the editor of a new record (none for a fixed set), and the list's words from the
 * section's records (listWords). `recordList` builds the whole list around them.
 */
export const listOf = (section: RecordSection, overrides: ListWordsOverrides = {}) => ({
  title: section.label,
  create: section.fixed
    ? undefined
    : { label: `New ${titled(section.one)}`, path: section.recordPath('new') },
  ...listWords(section.one, section.many, overrides),
});

/** The words of an editor that follow from what its records are. */
type EditorTexts<R extends EditedRecord> = Pick<
  EditorConfig<R, never, never, never>,
  'idPrefix' | 'lockType' | 'noun' | 'loading' | 'missing' | 'notSaved' | 'heading' | 'meta'
>;

/**
 * The words of a content type's editor from its name ("certification card") and how a record is
 * named (its title): the controls' ids and the lock type ("certification-card"), "Loading the
 * certification card...", "This certification card does not exist (it may have been deleted).",
 * "The certification card was not saved.", the headings "Edit Certification Card" and "New
 * Certification Card", the page title "Edit: {title}" and the description "Certification card
 * editor.". `overrides` holds what a type says otherwise.
 */
function editorTexts<R extends EditedRecord>(
  one: string,
  name: (record: R) => string,
  overrides: Partial<EditorTexts<R>> = {},
): EditorTexts<R> {
  const kebab = one.replaceAll(' ', '-');
  const title = titled(one);
  return {
    idPrefix: kebab,
    lockType: kebab,
    noun: `the ${one}`,
    missing: `This ${one} does not exist (it may have been deleted).`,
    notSaved: `The ${one} was not saved.`,
    heading: { edit: `Edit ${title}`, create: `New ${title}` },
    meta: {
      title: (record) => (record ? `Edit: ${name(record)}` : `New ${title}`),
      description: `${capitalized(one)} editor.`,
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

/** The words of an editor a type may say otherwise (editorOf's overrides). */
type EditorWords = 'idPrefix' | 'lockType' | 'noun' | 'loading' | 'missing' | 'notSaved';

/** What the section, the documents and the record's name give an editor (recordEditor). */
type Given =
  | EditorWords
  | 'heading'
  | 'meta'
  | 'path'
  | 'listPath'
  | 'name'
  | 'messages'
  | 'load'
  | 'create'
  | 'update'
  | 'restore'
  | 'remove';

/** The record a load query answers in its field `L` (`adminTestimonial`). */
export type LoadedRecord<Q, L extends keyof Q> =
  NonNullable<Q[L]> extends infer R extends EditedRecord ? R : never;

/**
 * What a content type declares of its editor (EditorConfig's own parts), `L` being the field of
 * its load query `Q` that holds the record; its section and its documents give the rest
 * (recordEditor). The form's type `D` is the one of `empty` alone (`emptyForm<EventDraft>({ … })`):
 * the other parts are checked against it, never widen it.
 */
export type EditorDeclaration<Q, L extends keyof Q, I, D> = Omit<
  EditorConfig<LoadedRecord<Q, L>, NoInfer<D>, NoInfer<I>, NoInfer<Q>>,
  Given | 'empty'
> &
  Partial<
    Pick<EditorConfig<LoadedRecord<Q, L>, D, I, Q>, EditorWords | 'heading' | 'meta' | 'path'>
  > & {
    /** The load, create, update, restore and delete, as codegen gathers them (`TestimonialRecordDocuments`). */
    documents: RecordDocuments<Q, L, I>;
    /** How the office names a record (its title): the tab's "Edit: {name}" and the toasts. */
    name: (record: LoadedRecord<Q, L>) => string;
    /** The form of a new record. */
    empty: D;
    /**
     * What a delete asks first, and its variables beyond the id (a product's version and
     * confirmation), as the list's `remove` declares its question; none for a type whose
     * documents have no delete (the technology entries).
     */
    remove?: {
      question: (record: LoadedRecord<Q, L>) => DeleteQuestion;
      variables?: (record: LoadedRecord<Q, L>, version: number) => Record<string, unknown>;
    };
    /**
     * How a sentence names a record, when not by its name ("the testimonial of Dale K."): the
     * toasts say "{Named} was saved." (added, deleted), as the list's do.
     */
    named?: (record: LoadedRecord<Q, L>) => string;
    /** Toasts in words of its own ("{name} was added to the Spray Condition App."). */
    messages?: Partial<EditorConfig<LoadedRecord<Q, L>, D, I, Q>['messages']>;
  };

/**
 * A content type's editor from its section, its documents and its declaration: the words and
 * addresses of editorOf (the section's `one`, its editor's and its list's addresses), the toasts
 * "{name} was added." (saved, deleted), and the load, create, update, restore and delete of its
 * documents (recordDocuments). The record's, the input's and the load query's types come from the
 * documents, the form's from `empty`.
 */
export function recordEditor<
  Q extends { recordVersions: readonly RecordVersion[] },
  L extends Exclude<keyof Q, 'recordVersions' | '__typename'>,
  I,
  D,
>(
  section: RecordSection,
  declaration: EditorDeclaration<Q, L, I, D>,
): EditorConfig<LoadedRecord<Q, L>, D, I, Q> {
  type R = LoadedRecord<Q, L>;
  // The words a type says otherwise (`idPrefix`, `missing`, `path`…) are among `own`, after the
  // section's.
  const { documents, name, remove, named, messages, ...own } = declaration;
  const given = editorOf<R>(section, name);
  // The record of the documents' load is R by its definition.
  const operations = recordDocuments(
    documents,
    remove as unknown as Parameters<typeof recordDocuments<Q, L, I>>[1],
  ) as unknown as Pick<
    EditorConfig<R, D, I, Q>,
    'load' | 'create' | 'update' | 'restore' | 'remove'
  >;
  return {
    ...given,
    ...own,
    name,
    messages: {
      ...(named ? recordMessages((record: R) => capitalized(named(record))) : given.messages),
      ...messages,
    },
    ...operations,
  };
}

/**
 * The form of a new record, of the form's type (`emptyForm<TestimonialDraft>({ … })`): a literal
 * alone would say less (`rating: 5` where the form holds `number | null`), and a type annotation
 * has no place inside the declaration.
 */
export const emptyForm = <D>(form: D): D => form;
