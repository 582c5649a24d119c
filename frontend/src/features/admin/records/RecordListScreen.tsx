import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Segmented, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppLink, LinkButton } from 'ui-kit';
import { RecordList, type DeleteQuestion, type RecordListProps } from 'ui-kit/admin';
import type { ColumnsType } from 'antd/es/table';
import { PageMeta } from '../../../app/meta';
import { MobileSignOut } from '../../../pages/admin/AdminGate/MobileSignOut';
import { useAdminSession } from '../AdminSession';
import { payloadAnswer, type RecordOperation } from './operations';
import { labelledValues } from '../../../app/labels';
import { nextPage, recordPage, type Connection } from './recordPage';
import { capitalized, listOf, type ListWordsOverrides } from './recordWords';
import type { RecordSection } from '../sections';
import { useListAction } from './useListAction';

/** The page size of every admin list. */
export const PAGE_SIZE = 25;

/** The variables of an admin list's query: a page, and the search (null: everything). */
export interface ListVariables {
  first: number;
  search: string | null;
  after?: string | null;
}

/**
 * The declaration of a content type's list: its words, its query and columns, and (for an
 * ordered or deletable type) its move and delete documents. RecordListScreen does the rest.
 */
/** A list query: one field, the connection of its rows (`adminTestimonials`). */
export type ListQuery<T> = Record<string, Connection<T> | 'Query' | undefined>;

export interface ListConfig<T extends { id: string }, Q extends ListQuery<T>, F = undefined> {
  title: string;
  /** The table's accessible name, when not the title ("Team members"). */
  label?: string;
  description: string;
  /** "New Testimonial", to the editor of a new record; none for a fixed set. */
  create?: { label: string; path: string };
  /** The search box's placeholder ("Search quotes, names and farms"). */
  search: string;
  /** The rows in the plural as the table counts them ("testimonials"). */
  noun: string;
  /**
   * What the list holds as its states and its search name it ("the documents"): "Loading the
   * documents...", "Failed to load the documents", "Search the documents".
   */
  what: string;
  empty: { title: string; description?: string };
  /** What an empty search says; its description is "Try other words." unless the type says more. */
  emptySearch: { title: string; description?: string };
  /** A filter besides the search (a group, a state): its start, its variables, its control. */
  filter?: {
    initial: F;
    variables: (value: F) => Record<string, unknown>;
    render: (value: F, set: (value: F) => void) => ReactNode;
    /** The value leaves records out (an empty list then says "No … match"). */
    narrows?: (value: F) => boolean;
  };
  /**
   * The list's query, whose one field is the connection of its rows. Its variables: ListVariables
   * and the filter's (checked by the mocks of its tests).
   */
  query: TypedDocumentNode<Q, never>;
  columns: ColumnsType<T>;
  /** How a row is named in buttons and toasts; its link column's text unless given. */
  name?: (row: T) => string;
  /** Ordered records: each row's place and the move document (`inOrder` declares both). */
  move?: ListMove<T>;
  /**
   * Records that can be deleted: the delete document and its question. The button is "Delete
   * {name}" and the toast "{name} was deleted.", or with the words the type names a row by ("the
   * testimonial of Dale K."), "Delete {named}" and "{Named} was deleted.".
   */
  remove?: RecordOperation<unknown, { id: string }, T> & {
    question: (row: T) => DeleteQuestion;
    named?: (row: T) => string;
  };
  /** Words under the heading. */
  intro?: ReactNode;
}

/** The move of an ordered list's rows. */
export type ListMove<T> = RecordOperation<unknown, { id: string; position: number }, T> & {
  /** The row's place, 1 for the first. */
  position: (row: T) => number;
  /**
   * The success toast: "Dale is now number 2 on the site.", or with the place the type names
   * ("of the group"), or in its own words.
   */
  moved?: string | ((row: T, position: number) => string);
  /** The failure toast's fallback ("The testimonial was not moved."). */
  notMoved: string;
};

/**
 * The move of records kept in an order by the record resource (`sortOrder`: 0, 1, 2… in their
 * scope): each row's place is its `sortOrder` + 1; a refused move says "The {one} was not moved."
 */
export const inOrder = <T extends { sortOrder: number }>(
  document: TypedDocumentNode<unknown, { id: string; position: number }>,
  one: string,
  moved?: ListMove<T>['moved'],
): ListMove<T> => ({
  document,
  answer: payloadAnswer<T>,
  position: (row) => row.sortOrder + 1,
  moved,
  notMoved: `The ${one} was not moved.`,
});

/** The delete of a list's rows, by its document, after `question`. */
export const deletion = <T,>(
  document: TypedDocumentNode<unknown, { id: string }>,
  question: (row: NoInfer<T>) => DeleteQuestion,
  named?: (row: NoInfer<T>) => string,
): NonNullable<ListConfig<T & { id: string }, never>['remove']> => ({
  document,
  answer: payloadAnswer<T & { id: string }>,
  question,
  named,
});

/** The field each link column shows: a row's name, unless its list says another. */
const LINKED = new WeakMap<object, string>();

/** A column of a field that links each row to its editor (its name, its title). */
export const linkColumn = <T extends { id: string }>(
  title: string,
  field: keyof T & string,
  path: (id: string) => string,
): ColumnsType<T>[number] => {
  const column = {
    title,
    dataIndex: field,
    render: (value: string, row: T) => <AppLink to={path(row.id)}>{value}</AppLink>,
  };
  LINKED.set(column, field);
  return column;
};

/** A column of a field's value as stored; unlike a bare `dataIndex`, the field is checked. */
export const fieldColumn = <T,>(
  title: string,
  field: keyof T & string,
): ColumnsType<T>[number] => ({
  title,
  dataIndex: field,
});

/** The rows of a list query (`AdminTestimonialsQuery`): the nodes of its one connection. */
export type RowOf<Q> = Extract<
  { [K in keyof Q]-?: NonNullable<Q[K]> extends Connection<infer T> ? T : never }[keyof Q],
  { id: string }
>;

/** The columns of the kit a list's columns start from, for its rows `T`. */
export interface ColumnKit<T> {
  /** A column of a field that links each row to its editor (its name, its title). */
  link: (title: string, field: keyof T & string) => ColumnsType<T>[number];
  /** A column of a field's value as stored. */
  field: (title: string, field: keyof T & string) => ColumnsType<T>[number];
  /** A column of a field whose values read in the office's words (`PRODUCT_CATEGORY_LABELS`). */
  labelled: <K extends keyof T & string>(
    title: string,
    field: K,
    labels: Readonly<Record<T[K] & string, string>>,
  ) => ColumnsType<T>[number];
}

/**
 * The documents of a content type's list as codegen gathers them (`TestimonialListDocuments`,
 * written by scripts/codegen-record-documents.cjs): its query, and its move and delete when the
 * type has them.
 */
export interface ListDocuments<Q> {
  query: TypedDocumentNode<Q, never>;
  move?: ListMove<never>['document'];
  /** A list sends its id alone; a type whose delete asks more is deleted in its editor. */
  remove?: TypedDocumentNode<unknown, never>;
}

/** The answer of a list's query (`AdminTestimonialsQuery`). */
type QueryOf<D> = D extends ListDocuments<infer Q> ? Q : never;

/**
 * What a content type declares of its list; its section and its documents give the rest
 * (recordList). The words a type says otherwise are ListWordsOverrides (`empty: { … }`).
 */
export interface ListDeclaration<T extends { id: string }, F, D extends ListDocuments<unknown>>
  extends
    Omit<
      ListConfig<T, never, F>,
      keyof ListWordsOverrides | 'title' | 'create' | 'query' | 'columns' | 'move' | 'remove'
    >,
    ListWordsOverrides {
  documents: D;
  /** The table's columns, from the kit's link to a row's editor and its field column. */
  columns: (kit: ColumnKit<T>) => ColumnsType<T>;
  /**
   * Rows moved up or down, for records kept in an order: the success toast's place or words
   * (ListMove's `moved`). A refused move says "The {one} was not moved.", the section's `one`
   * unless the list says another ("person").
   */
  move?: D extends { move: unknown }
    ? T extends { sortOrder: number }
      ? { moved?: ListMove<T>['moved']; one?: string }
      : never
    : never;
  /** Rows deleted after a question, and how a toast names a row (ListConfig's `remove`). */
  remove?: D extends { remove: TypedDocumentNode<unknown, { id: string }> }
    ? { question: (row: T) => DeleteQuestion; named?: (row: T) => string }
    : never;
}

/**
 * A content type's list from its section, its documents and its declaration: the section's label
 * as its title, "New {One}" to the editor of a new record (none for a fixed set), the words of its
 * states from the section's records (listOf), links to the section's editor, and the move and
 * delete of its rows when it declares them. The rows' type comes from the query.
 */
export function recordList<D extends ListDocuments<unknown>, F = undefined>(
  section: RecordSection,
  declaration: ListDeclaration<RowOf<QueryOf<D>>, F, D>,
): ListConfig<RowOf<QueryOf<D>>, ListQuery<RowOf<QueryOf<D>>>, F> {
  type Row = RowOf<QueryOf<D>>;
  const { noun, what, empty, emptySearch, documents, columns, move, remove, ...rest } = declaration;
  return {
    ...rest,
    ...listOf(section, { noun, what, empty, emptySearch }),
    // Its rows are RowOf<Q> by their definition.
    query: documents.query as TypedDocumentNode<ListQuery<Row>, never>,
    columns: columns({
      link: (title, field) => linkColumn(title, field, section.recordPath),
      field: fieldColumn,
      labelled: (title, field, labels) => ({
        title,
        dataIndex: field,
        render: (value: keyof typeof labels) => labels[value],
      }),
    }),
    // The declaration has a move only when the type has a move document and its rows a place.
    move:
      move && documents.move
        ? (inOrder(documents.move, move.one ?? section.one, move.moved) as ListMove<Row>)
        : undefined,
    remove:
      remove && documents.remove
        ? deletion(
            documents.remove as TypedDocumentNode<unknown, { id: string }>,
            remove.question,
            remove.named,
          )
        : undefined,
  };
}

/** How a list names a row: as it says, or by the field of its link column. */
export function rowName<T extends { id: string }>(
  config: Pick<ListConfig<T, never>, 'name' | 'columns' | 'title'>,
): (row: T) => string {
  if (config.name) return config.name;
  const field = config.columns.map((column) => LINKED.get(column)).find(Boolean);
  if (!field)
    throw new Error(`The list ${config.title} names its rows neither by name nor by link`);
  return (row) => String(row[field as keyof T]);
}

/**
 * The question before a record is deleted, in its list and in its editor: "Delete {named}?" (the
 * row's name unless the type says more), what goes with it, and that its versions stay.
 */
export const deleteQuestion = (
  name: string,
  consequences: readonly string[],
  { named = name, note = 'Its versions stay in the history.' } = {},
): DeleteQuestion => ({ name, title: `Delete ${named}?`, consequences, note });

/**
 * A filter that shows one of a few values at a time (a group, a tab): a segmented choice named
 * `label`, its value sent as the query's `variable`.
 */
export function choiceFilter<F extends string>(
  label: string,
  labels: Readonly<Record<F, string>>,
  initial: NoInfer<F>,
  variable: string,
): NonNullable<ListConfig<{ id: string }, never, F>['filter']> {
  const options = labelledValues(labels);
  return {
    initial,
    variables: (value) => ({ [variable]: value }),
    render: (value, set) => (
      <Segmented<F> aria-label={label} value={value} onChange={set} options={options} />
    ),
  };
}

/**
 * A filter that may narrow the list to one value (a category, a state) or leave it whole: a
 * clearable choice named `label`, sent as the query's `variable` (null for all).
 */
export function optionalFilter<F extends string>(
  label: string,
  placeholder: string,
  options: readonly { value: F; label: string }[],
  variable: string,
): NonNullable<ListConfig<{ id: string }, never, F | undefined>['filter']> {
  return {
    initial: undefined,
    variables: (value) => ({ [variable]: value ?? null }),
    narrows: (value) => value !== undefined,
    render: (value, set) => (
      <Select<F>
        aria-label={label}
        placeholder={placeholder}
        allowClear
        value={value}
        onChange={(next) => set(next)}
        options={[...options]}
      />
    ),
  };
}

/**
 * The kit's RecordList props of a content type's list from its declaration: its query a page at
 * a time with the search and the filter, each row moved up or down and deleted after a question,
 * each answer a toast. `refresh` reads more again after a change (a tab's counts).
 */
export function useRecordList<T extends { id: string }, Q extends ListQuery<T>, F = undefined>(
  config: ListConfig<T, Q, F>,
  refresh?: () => Promise<unknown>,
): Omit<RecordListProps<T>, 'title'> {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(config.filter?.initial as F);
  const variables: ListVariables = { first: PAGE_SIZE, search: search || null };
  const { data, loading, error, refetch, fetchMore } = useQuery(config.query, {
    variables: { ...config.filter?.variables(filter), ...variables } as never,
    fetchPolicy: 'cache-and-network',
  });
  const connection = data
    ? (Object.entries(data as Q).find(([field]) => field !== '__typename')?.[1] as Connection<T>)
    : undefined;
  const [move, moving] = useMutation(config.move?.document ?? config.query);
  const [remove] = useMutation(config.remove?.document ?? config.query);
  const act = useListAction(() => Promise.all([refetch(), refresh?.()]));
  const { move: moveConfig, remove: removeConfig } = config;
  const name = rowName(config);
  const answer = async <V,>(
    operation: RecordOperation<unknown, V, T>,
    send: (options: { variables: never }) => Promise<{ data?: unknown }>,
    variables: V,
  ) => {
    const { data: result } = await send({ variables: variables as never });
    return result ? operation.answer(result) : undefined;
  };

  return {
    intro: config.intro,
    search: { label: `Search ${config.what}`, placeholder: config.search, onSearch: setSearch },
    filters: config.filter?.render(filter, setFilter),
    label: config.label ?? config.title,
    noun: config.noun,
    page: recordPage(connection),
    loading,
    error,
    loadingLabel: `Loading ${config.what}...`,
    empty:
      search || config.filter?.narrows?.(filter)
        ? { description: 'Try other words.', ...config.emptySearch }
        : config.empty,
    failure: `Failed to load ${config.what}`,
    onRetry: () => void refetch(),
    onLoadMore: () => fetchMore(nextPage(connection) as never),
    columns: config.columns,
    name,
    move: moveConfig && {
      position: moveConfig.position,
      // Without a search the total is every record; with one the server refuses a place past
      // the end, which the toast reports.
      last: (row) => !search && moveConfig.position(row) >= (connection?.totalCount ?? 0),
      onMove: (row, position) => {
        if (moving.loading) return;
        void act(
          async () => {
            const result = await answer(moveConfig, move, { id: row.id, position });
            return { done: Boolean(result?.record), userErrors: result?.userErrors };
          },
          {
            success: [
              'Moved',
              typeof moveConfig.moved === 'function'
                ? moveConfig.moved(row, position)
                : `${name(row)} is now number ${position} ${moveConfig.moved ?? 'on the site'}.`,
            ],
            failure: ['Not moved', moveConfig.notMoved],
          },
        );
      },
    },
    remove: removeConfig && {
      label: (row) => `Delete ${(removeConfig.named ?? name)(row)}`,
      question: removeConfig.question,
      onDelete: (row) =>
        act(
          async () => {
            const result = await answer(removeConfig, remove, { id: row.id });
            return { done: Boolean(result?.deletedId), userErrors: result?.userErrors };
          },
          {
            success: [
              'Deleted',
              `${removeConfig.named ? capitalized(removeConfig.named(row)) : name(row)} was deleted.`,
            ],
            failure: ['Not deleted', 'Nothing was deleted.'],
          },
        ),
    },
  };
}

/** /admin/{section}: the list screen of one content type, from its declaration. */
export function RecordListScreen<T extends { id: string }, Q extends ListQuery<T>, F = undefined>({
  config,
}: {
  config: ListConfig<T, Q, F>;
}) {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const list = useRecordList(config);
  return (
    <>
      <PageMeta title={config.title} description={config.description} path={pathname} noindex />
      <RecordList<T>
        {...list}
        title={config.title}
        actions={
          <>
            {config.create ? (
              <LinkButton to={config.create.path} variant="primary">
                {config.create.label}
              </LinkButton>
            ) : null}
            <MobileSignOut onClick={session.signOut} />
          </>
        }
      />
    </>
  );
}
