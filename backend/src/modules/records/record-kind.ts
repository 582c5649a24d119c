import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Connection, KeysetOrder, PageRequest } from '../../common/pagination.js';
import type { Restorable, Snapshot } from '../history/index.js';

/** What every record the office edits has: BaseEntity's id and the time of its last save. */
export interface StoredRecord {
  id: number;
  updatedAt: Date;
}

/** The admin list's search box and filter (a group, a tab, a state), as the resolver got them. */
export interface RecordQuery<F> {
  search?: string | null;
  filter?: F | null;
}

/**
 * How the admin list searches its own columns: every word of the search box must be in one of the
 * fields `in` (case-insensitive), in `order` (by default the record's own order, or else the order
 * records were added in), narrowed by `where` (which may refuse a filter, e.g. a tab that is gone).
 */
export interface ColumnSearch<T extends StoredRecord, F> {
  in: readonly (keyof T & string)[];
  order?: KeysetOrder<T>;
  where?(filter: F | null | undefined, em: EntityManager): FilterQuery<T> | Promise<FilterQuery<T>>;
}

/** The admin list: a search of its columns, or a `page` of its own that searches further. */
export type RecordSearch<T extends StoredRecord, F> =
  | ColumnSearch<T, F>
  | {
      page(em: EntityManager, query: RecordQuery<F>, request: PageRequest): Promise<Connection<T>>;
    };

/**
 * The record's versions: every save keeps one (history/RecordVersion), and a restore turns one
 * back into an input (`inputOf`), checked by the input's rules and saved as a new version.
 */
export interface RecordVersions<T extends StoredRecord, I extends object> extends Omit<
  Restorable<I>,
  'recordType' | 'inputOf'
> {
  /** The input a version's snapshot was made from (by default its fields, when it lists them). */
  inputOf?: Restorable<I>['inputOf'];
  /** Built-in content: the first save keeps the fields the site shipped with, to restore. */
  baseline?: boolean;
  /** What a restore brings back beyond the input (a newsletter's state and PDF). */
  restoring?(record: T, snapshot: Snapshot): void;
}

/**
 * A record shown in an order of its own (`sortOrder` 0…n-1, common/reorder.ts), within the scope
 * its fields put it in (a team group, a video tab; `{}` for one list).
 */
export interface RecordOrder<T extends StoredRecord> {
  scope(record: T): FilterQuery<T>;
}

/** The order of records kept in one list (a scope of everything): `order: oneList()`. */
export const oneList = <T extends StoredRecord>(): RecordOrder<T> => ({ scope: () => ({}) });

/** What goes with a deleted record: a note for its audit row, files no longer referred to. */
export interface Removal {
  note?: string;
  files?: string[];
}

/**
 * A kind of record the office edits, declared once (a content type): what is its own, while the
 * reading, saving, versioning, ordering and auditing come from RecordService. `I` is its input
 * class, `D` the stored fields `fields` makes of it and `F` its admin list's filter (a group, a
 * tab).
 */
export interface RecordKind<
  T extends StoredRecord,
  I extends object = object,
  D extends object = object,
  F = never,
> {
  entity: EntityClass<T>;
  /** Its kind of record in the versions and the audit trail ("team-member"). */
  recordType: string;
  /** NotFoundError's message; by default the record type's words ("Team member not found"). */
  notFound?: string;
  /** The field the audit trail names a record by: its name or title. */
  label: keyof T & string;
  /**
   * The input as stored fields, after the rules that need the database (an image the site has, a
   * title no other record has); `record` is the one saved, absent for a new one. By default the
   * input's values as they are, texts trimmed.
   */
  fields?(em: EntityManager, input: I, record?: T): D | Promise<D>;
  /**
   * The stored fields as a version keeps them (without versions: the fields the audit names):
   * their names, when they are kept as they are, or a function.
   */
  snapshot:
    | readonly (keyof T & string)[]
    | ((record: T, em: EntityManager) => Snapshot | Promise<Snapshot>);
  /** Its versions; without them a save is audited only (by the fields it changed). */
  versions?: RecordVersions<T, I>;
  /** Its own order, for `move` and for where new records go; without it, none. */
  order?: RecordOrder<T>;
  /** The admin list. */
  search?: RecordSearch<T, F>;
  /** Relations loaded with the record for its editor (a card's subtypes). */
  related?: readonly string[];
  /** Writes the fields into the record (default: `em.assign`), e.g. a collection of its own. */
  write?(em: EntityManager, record: T, data: D): void;
  /** Refuses a record that is edited elsewhere (InvalidInputError), e.g. a product's sheet. */
  editable?(record: T): void;
  /** What a delete takes with it, or why it is refused (InvalidInputError). */
  removing?(em: EntityManager, record: T, confirm: boolean): Removal | Promise<Removal>;
  /** The audit note of a save of a record without versions (a tab's "renamed from …"). */
  changeNote?(before: Snapshot): string;
  /**
   * Every save is a new version, even one that changes only the record's collections (a card's
   * subtypes, a product's certifications), which its own row does not show.
   */
  touch?: boolean;
}
