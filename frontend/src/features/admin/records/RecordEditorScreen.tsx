import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToast } from 'ui-kit';
import {
  dropLeaveGuardEntry,
  RecordEditor,
  restoredMessage,
  type DeleteQuestion,
  type FieldLabels,
  type RecordVersion,
} from 'ui-kit/admin';
import { PageMeta } from '../../../app/meta';
import { lockBanner, useEditLock } from '../editLock';
import { edmontonDateTime } from '../dates';
import type { RecordOperation } from './operations';
import { type ConfigField, inWords, labelled, type ValueWords } from './recordWords';
import { RecordLoad } from './RecordLoad';
import { useEditorFeedback } from './useEditorFeedback';
import { forgetKeptDraft, readKeptDraft, useKeptDraft } from './keptDraft';

/** A record the office edits: an id and the version a save is checked against. */
export interface EditedRecord {
  id: string;
  version: number;
}

/** What an editor's own actions and panels get: the record, the form, and the save machinery. */
export interface EditorContext<R extends EditedRecord, D> {
  /** Undefined while the record is new. */
  record: R | undefined;
  draft: D;
  setDraft: (draft: D) => void;
  /** The version the next save goes over. */
  version: number;
  /** The form differs from what is saved. */
  dirty: boolean;
  /** A change saved beside the form (a file): its new version; what is typed stays. */
  setVersion: (version: number) => void;
  /** A change of the record saved elsewhere (a PDF, a publish): its new version, read again. */
  changed: (record: R) => void;
  /** Reads the record and its versions again. */
  reload: () => void;
  feedback: ReturnType<typeof useEditorFeedback>;
}

/** The context of a type whose load query reads more than the record (the product names). */
export interface LoadedContext<R extends EditedRecord, D, Q> extends EditorContext<R, D> {
  /** The load query's answer (undefined for a new record). */
  data: Q | undefined;
}

/** The extras an editor adds to the kit's: buttons beside Save, panels, parts of the form. */
export interface EditorExtras<R, I = unknown> {
  /** The delete question, when what goes with the record changes on screen (its documents). */
  question?: DeleteQuestion;
  /** Words above the form (where the record shows). */
  intro?: ReactNode;
  /** Completes the API's input from what the extras know (a new video's default tab). */
  input?: (input: I) => I;
  /** The versions as the history shows them (a tab by its name rather than its id). */
  shownVersions?: (versions: readonly RecordVersion[]) => readonly RecordVersion[];
  /** Where a delete returns, when not the config's list (the list of the record's tab). */
  listPath?: string;
  /** After a new record is created (a file to upload with it): the toast's message, if another. */
  created?: (record: R) => Promise<string | undefined>;
  /** Work of the extras under way (an upload): Save shows it. */
  busy?: boolean;
  actions?: ReactNode;
  panels?: ReactNode;
  children?: ReactNode;
  headerActions?: ReactNode;
  /** Beside the heading: the record's state ("Draft", "Scheduled"). */
  status?: ReactNode;
  /** Fields the form shows besides the declared ones are not saved yet. */
  dirty?: boolean;
}

/**
 * The form of an API input `I`: its fields, each optional one null when empty, and the ones of
 * `Boxes` as the form holds them until it is sent (a number box left empty is null; an optional
 * text is '' rather than null; rows have their own keys).
 */
export type DraftOf<I, Boxes extends { [K in keyof I]?: unknown } = Record<never, never>> = {
  [K in keyof I]-?: K extends keyof Boxes ? Boxes[K] : Exclude<I[K], undefined>;
};

/**
 * The form of a record that holds its values as they are: the record's values of the form's
 * fields (the keys of `empty`, in their order). A type whose form holds a value otherwise gives
 * it first: `formOf({ ...member, credentials: member.credentials ?? '' }, empty)`.
 */
export const formOf = <D extends object>(record: { [K in keyof D]: D[K] }, empty: D): D =>
  Object.fromEntries(Object.keys(empty).map((key) => [key, record[key as keyof D]])) as D;

/**
 * The declaration of a content type's editor: its words, its fields, how a record becomes the
 * form and the form the API's input, and its GraphQL documents. RecordEditorScreen does the rest.
 */
export interface EditorConfig<R extends EditedRecord, D, I, Q> {
  /** The start of the controls' ids ("testimonial"); also the edit lock's record type. */
  idPrefix: string;
  lockType: string;
  /** "the testimonial": "Loading the testimonial...", "Failed to load the testimonial". */
  noun: string;
  /** The loading state's words, when not "Loading {noun}..." ("Loading newsletter..."). */
  loading?: string;
  /** What a record that does not exist says. */
  missing: string;
  /** The fallback message of a refused save. */
  notSaved: string;
  heading: { edit: string | ((record: R) => string); create?: string };
  /** Save's words on a new record, when not "Save" ("Create Product"), and its toast's title. */
  createLabel?: string;
  createdTitle?: string;
  /** What the office calls a record ("Spring Seeding Checklist"): the tab reads "Edit: {name}". */
  name?: (record: R) => string;
  /** The tab's title, when not "Edit: {name}" (or the heading of a new record), and the page's words. */
  meta: { title?: (record: R | undefined) => string; description: string };
  /** The editor's address (`new` for a new record), and the list's, where a delete returns. */
  path: (id: string) => string;
  listPath: string;
  /** Each field's label, by its name: the form's (unless a field says another) and the history's. */
  labels: FieldLabels;
  /** The form's fields; a function when they depend on the record (where a field shows). */
  fields: readonly ConfigField<D>[] | ((record: R | undefined) => readonly ConfigField<D>[]);
  /** The form of a new record. */
  empty: D;
  /** The form of a stored record; `formOf` when it holds the record's values as they are. */
  draftOf: (record: R, empty: D) => D;
  inputOf: (draft: D) => I;
  /** A check of the browser's own before anything is sent: the field and its message. */
  check?: (draft: D) => { field: string; message: string } | undefined;
  load: {
    document: TypedDocumentNode<Q, { id: string }>;
    record: (data: Q) => R | null | undefined;
    versions: (data: Q) => readonly RecordVersion[];
  };
  create?: RecordOperation<unknown, { input: I }, R>;
  update: RecordOperation<unknown, { id: string; expectedVersion: number; input: I }, R>;
  restore?: RecordOperation<unknown, { id: string; expectedVersion: number; version: number }, R>;
  /** Its variables are the id and, for some types, `variables` (so the document is typed loosely). */
  remove?: RecordOperation<unknown, never, R> & {
    question: (record: R) => DeleteQuestion;
    /** Variables beyond the id (a product's version and confirmation). */
    variables?: (record: R, version: number) => Record<string, unknown>;
  };
  /** The toasts: "`added`", "`saved`", "`deleted`". */
  messages: {
    added?: (record: R) => string;
    saved: (record: R) => string;
    deleted?: (record: R) => string;
  };
  restoreNote?: string;
  /** Stored values as the version history shows them, by field (a form's "DRY" as "Dry (granular)"). */
  shown?: ValueWords;
  /**
   * The storage key of a record's changes not saved yet (by id, `new` for a new record): what is
   * typed is kept in this browser until it is saved, and the editor starts from it, saying so.
   */
  autosave?: (id: string) => string;
  /** The type's own actions and panels (a hook: it may query and mutate). */
  useExtras?: (context: LoadedContext<R, D, Q>) => EditorExtras<R, I>;
  /** A record edited on another screen: what this one says instead of its editor. */
  elsewhere?: (record: R) => ReactNode | undefined;
}

/**
 * /admin/{section}/{id} and /admin/{section}/new: the editor of one record of `config`'s type,
 * through its four states (loading, missing, failed, the editor).
 */
export function RecordEditorScreen<R extends EditedRecord, D, I, Q>({
  config,
}: {
  config: EditorConfig<R, D, I, Q>;
}) {
  const { id = 'new' } = useParams();
  const query = useQuery(config.load.document, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new') {
    if (!config.create) return null;
    return (
      <Editor
        key="new"
        config={config}
        record={undefined}
        form={config.empty}
        data={undefined}
        versions={[]}
        reload={() => {}}
      />
    );
  }
  const data = query.data as Q | undefined;
  return (
    <RecordLoad
      query={query}
      record={data ? config.load.record(data) : undefined}
      noun={config.noun}
      loading={config.loading}
      missing={config.missing}
    >
      {(record) =>
        config.elsewhere?.(record) ?? (
          <Editor
            key={record.id}
            config={config}
            record={record}
            form={config.draftOf(record, config.empty)}
            data={data}
            versions={data ? config.load.versions(data) : []}
            reload={() => void query.refetch()}
          />
        )
      }
    </RecordLoad>
  );
}

interface EditorProps<R extends EditedRecord, D, I, Q> {
  config: EditorConfig<R, D, I, Q>;
  record: R | undefined;
  /** The form as the record is stored (the type's empty form for a new record). */
  form: D;
  data: Q | undefined;
  versions: readonly RecordVersion[];
  reload: () => void;
}

/** "Edit Testimonial", "Edit Soil Diagnostics", or "New Testimonial". */
function heading<R extends EditedRecord>(
  config: { heading: { edit: string | ((record: R) => string); create?: string } },
  record: R | undefined,
): string {
  const { edit, create } = config.heading;
  if (!record) return create ?? (typeof edit === 'string' ? edit : '');
  return typeof edit === 'string' ? edit : edit(record);
}

/** "Edit: Spring Seeding Checklist", or "New Newsletter". */
function pageTitle<R extends EditedRecord>(
  config: Pick<EditorConfig<R, never, never, never>, 'meta' | 'name' | 'heading'>,
  record: R | undefined,
): string {
  if (config.meta.title) return config.meta.title(record);
  return record && config.name ? `Edit: ${config.name(record)}` : heading(config, record);
}

const sameDraft = <D,>(a: D, b: D) => JSON.stringify(a) === JSON.stringify(b);

/** What the form starts from: the record (or the type's empty form), or the changes kept of it. */
function useStartingDraft<D>(key: string | undefined, empty: D, saved: D) {
  const [kept] = useState(() => readKeptDraft(key, empty, saved));
  return { start: kept ?? saved, restored: kept !== undefined };
}

/** The kit's RecordEditor with the type's documents: save, restore, delete, lock, leave guard. */
function Editor<R extends EditedRecord, D, I, Q>({
  config,
  record,
  form,
  data,
  versions,
  reload,
}: EditorProps<R, D, I, Q>) {
  const toast = useToast();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<D>(form);
  const keptKey = config.autosave?.(record?.id ?? 'new');
  const { start, restored } = useStartingDraft(keptKey, config.empty, saved);
  const [draft, setDraft] = useState<D>(start);
  const [version, setVersion] = useState(record?.version ?? 0);
  const dirty = !sameDraft(draft, saved);
  useKeptDraft(keptKey, draft, dirty);
  const editLock = useEditLock(config.lockType, record?.id);
  const feedback = useEditorFeedback(config.notSaved, reload);
  const { fieldErrors, conflict, submit, dismissConflict, fieldError } = feedback;
  const [create, creating] = useMutation(config.create?.document ?? config.update.document);
  const [update, updating] = useMutation(config.update.document);
  const [restore, restoring] = useMutation(config.restore?.document ?? config.update.document);
  const [remove] = useMutation(config.remove?.document ?? config.update.document);

  /** A saved record: the form starts over from it. */
  const changed = (next: R) => {
    forgetKeptDraft(keptKey);
    setVersion(next.version);
    const nextDraft = config.draftOf(next, config.empty);
    setSaved(nextDraft);
    setDraft(nextDraft);
  };
  const extras =
    config.useExtras?.({
      data,
      record,
      draft,
      setDraft,
      version,
      dirty,
      setVersion,
      changed,
      reload,
      feedback,
    }) ?? {};

  const save = async () => {
    const problem = config.check?.(draft);
    if (problem) {
      fieldError(problem.field, problem.message);
      return;
    }
    const typed = config.inputOf(draft);
    const input = extras.input ? extras.input(typed) : typed;
    if (!record) {
      const operation = config.create!;
      const added = await submit(
        async () => {
          const { data } = await create({ variables: { input } as never });
          return data ? operation.answer(data) : undefined;
        },
        (answer) => answer.record,
      );
      if (!added) return;
      forgetKeptDraft(keptKey);
      setSaved(draft);
      const message = await extras.created?.(added);
      toast.success(
        config.createdTitle ?? 'Saved',
        message ?? (config.messages.added ?? config.messages.saved)(added),
      );
      // In place of the "new" address, and of the leave guard's copy of it.
      await dropLeaveGuardEntry();
      await navigate(config.path(added.id), { replace: true });
      return;
    }
    const result = await submit(
      async () => {
        const variables = { id: record.id, expectedVersion: version, input };
        const { data } = await update({ variables: variables as never });
        return data ? config.update.answer(data) : undefined;
      },
      (answer) => answer.record,
    );
    if (!result) return;
    // The form shows the record as stored now (new rows of a list get their ids).
    changed(result);
    toast.success('Saved', config.messages.saved(result));
    reload();
  };

  const doRestore = async (number: number) => {
    const operation = config.restore;
    if (!record || !operation) return;
    const restored = await submit(
      async () => {
        const variables = { id: record.id, expectedVersion: version, version: number };
        const { data } = await restore({ variables: variables as never });
        return data ? operation.answer(data) : undefined;
      },
      (answer) => answer.record,
    );
    if (!restored) return;
    changed(restored);
    toast.success('Restored', restoredMessage(number));
    reload();
  };

  const operation = config.remove;
  const doDelete = async () => {
    if (!record || !operation) return;
    const deleted = await submit(
      async () => {
        const variables = { id: record.id, ...operation.variables?.(record, version) };
        const { data } = await remove({ variables: variables as never });
        return data ? operation.answer(data) : undefined;
      },
      (answer) => answer.deletedId,
    );
    if (!deleted) return;
    forgetKeptDraft(keptKey);
    setSaved(draft);
    toast.success('Deleted', config.messages.deleted?.(record) ?? 'It was deleted.');
    await dropLeaveGuardEntry();
    await navigate(extras.listPath ?? config.listPath);
  };

  return (
    <>
      <PageMeta
        title={pageTitle(config, record)}
        description={config.meta.description}
        path={config.path(record?.id ?? 'new')}
        noindex
      />
      <RecordEditor<D>
        heading={heading(config, record)}
        status={extras.status}
        intro={extras.intro}
        headerActions={extras.headerActions}
        idPrefix={config.idPrefix}
        fields={labelled(
          typeof config.fields === 'function' ? config.fields(record) : config.fields,
          config.labels,
        )}
        draft={draft}
        onChange={setDraft}
        errors={fieldErrors}
        onSave={() => void save()}
        saving={creating.loading || updating.loading || Boolean(extras.busy)}
        saveLabel={record ? undefined : config.createLabel}
        lock={lockBanner(editLock)}
        restored={restored}
        conflict={
          conflict
            ? {
                message: conflict,
                versions,
                version,
                labels: config.labels,
                onSaveOver: (newest) => {
                  setVersion(newest);
                  dismissConflict();
                },
              }
            : undefined
        }
        remove={
          record && operation
            ? { question: extras.question ?? operation.question(record), onDelete: doDelete }
            : undefined
        }
        actions={extras.actions}
        panels={extras.panels}
        versions={
          record
            ? {
                versions: inWords(
                  extras.shownVersions ? extras.shownVersions(versions) : versions,
                  config.shown ?? {},
                ),
                current: version,
                labels: config.labels,
                formatTime: edmontonDateTime,
                onRestore: config.restore ? (number) => void doRestore(number) : undefined,
                restoring: restoring.loading,
                restoreNote: config.restoreNote,
              }
            : undefined
        }
        dirty={dirty || Boolean(extras.dirty)}
        onLeave={(href) => void navigate(href)}
      >
        {extras.children}
      </RecordEditor>
    </>
  );
}
