import {
  FlushMode,
  type EntityManager,
  type FilterQuery,
  type RequiredEntityData,
} from '@mikro-orm/postgresql';
import { findOrFail, lockForEdit, type Versioned } from '../../common/editing.js';
import type { Connection, KeysetOrder, PageRequest } from '../../common/pagination.js';
import { lockOrder, moveInOrder, renumber, type Ordered } from '../../common/reorder.js';
import {
  AuditAction,
  changedFields,
  EDIT,
  HistoryService,
  pickFields,
  type Actor,
  type Snapshot,
} from '../history/index.js';
import type { RecordKind, RecordQuery, StoredRecord } from './record-kind.js';
import { searchPage } from './record-search.js';

/** How a change is audited: its action and a note (a restore names the version it brought back). */
export interface ChangeKind {
  action: AuditAction;
  note?: string;
}

/** What a change answers: the record as saved, and what the change itself gave back. */
export interface Changed<T, R> {
  record: T;
  result: R;
}

/** A deleted record's id, and the files it let go, for the caller to remove from the storage. */
export interface Removed {
  id: number;
  files: string[];
}

const BY_POSITION = { key: 'sortOrder', kind: 'int', direction: 'asc' } as const;
const BY_ID = { key: 'id', kind: 'int', direction: 'asc' } as const;

/** Two scopes of an order are one when they hold the same values. */
const sameScope = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The office's editing of one kind of record (RecordKind): get or NotFound, create, update over
 * the version the editor started from (EditConflictError otherwise), restore a version, move in
 * its order, delete. Each write is one transaction that keeps the record's version and audit row
 * with it (history), so they exist exactly when the change was committed. A content type's service
 * extends it with its own reads.
 */
export class RecordService<
  T extends StoredRecord,
  I extends object = object,
  D extends object = object,
  F = never,
> {
  constructor(
    protected readonly em: EntityManager,
    protected readonly kind: RecordKind<T, I, D, F>,
  ) {}

  /** Every record, in its order (a content type's own list narrows it by `filter`). */
  list(_filter?: unknown): Promise<T[]> {
    const orderBy = this.kind.order ? { sortOrder: 'asc', id: 'asc' } : { id: 'asc' };
    return this.em.find(this.kind.entity, {}, { orderBy: orderBy as never });
  }

  /** How many records there are (the dashboard's counts). */
  count(): Promise<number> {
    return this.em.count(this.kind.entity);
  }

  /** A record visitors may read (a content type's own narrows it, e.g. to what is published). */
  get(rawId: unknown): Promise<T> {
    return this.find(rawId);
  }

  /** NotFoundError's message: "Team member not found" for the record type "team-member". */
  protected get notFound(): string {
    const words = this.kind.recordType.replaceAll('-', ' ');
    return this.kind.notFound ?? `${words[0].toUpperCase()}${words.slice(1)} not found`;
  }

  /** Record `rawId` with what its editor shows (`related`); NotFoundError when there is none. */
  async find(rawId: unknown): Promise<T> {
    const record = await findOrFail(this.em, this.kind.entity, rawId, this.notFound);
    if (this.kind.related) await this.em.populate(record, this.kind.related as never);
    return record;
  }

  /** The admin list, searched on the server, a page at a time. */
  adminPage(query: RecordQuery<F>, request: PageRequest): Promise<Connection<T>> {
    const search = this.kind.search;
    if (!search) throw new Error(`${this.kind.recordType} has no admin list`);
    if ('page' in search) return search.page(this.em, query, request);
    const order = search.order ?? ((this.kind.order ? BY_POSITION : BY_ID) as KeysetOrder<T>);
    return searchPage(this.em, this.kind.entity, { ...search, order }, query, request);
  }

  /** A new record, last in its order; its first version (or audit row) is kept with it. */
  create(input: I, actor: Actor): Promise<T> {
    const { entity, order } = this.kind;
    return this.em.transactional(async (em) => {
      // Locked first: what the fields refer to (a video's tab) cannot go meanwhile.
      if (order) await lockOrder(em, entity);
      const data = await this.fieldsOf(em, input);
      const record = em.create(entity, {} as RequiredEntityData<T>);
      this.write(em, record, data);
      if (order) await this.placeLast(em, record);
      await em.flush();
      await this.keep(em, record, actor, { action: AuditAction.CREATE });
      return record;
    });
  }

  /**
   * Saves an editor's fields over the version they started from (EditConflictError if newer; a
   * record without versions takes `undefined`). A record whose fields put it in another scope of
   * its order (another group, tab) goes last there, and its old scope closes up.
   */
  async update(
    rawId: unknown,
    expectedVersion: number | undefined,
    input: I,
    actor: Actor,
    how: ChangeKind = EDIT,
  ): Promise<T> {
    const { record } = await this.change(rawId, expectedVersion, actor, how, (em, saved) =>
      this.save(em, saved, input),
    );
    return record;
  }

  /**
   * Brings back version `version` as a new version: its snapshot is checked by the input's rules
   * and saved as an editor's input is, so what is no longer valid (an image deleted since) is
   * refused with the same message as a save, and a version of another scope goes last there.
   */
  async restore(rawId: unknown, expectedVersion: number, version: number, actor: Actor) {
    const { recordType, versions } = this.kind;
    if (!versions) throw new Error(`${recordType} keeps no versions`);
    const { id } = await this.find(rawId);
    const kept = this.kind.snapshot;
    const inputOf =
      versions.inputOf ??
      ((values: Snapshot) => pickFields(values, typeof kept === 'function' ? [] : kept));
    return new HistoryService(this.em).restore(
      { recordType, input: versions.input, inputOf },
      id,
      version,
      async (input, how, snapshot) => {
        const { record } = await this.change(id, expectedVersion, actor, how, async (em, saved) => {
          await this.save(em, saved, input);
          versions.restoring?.(saved, snapshot);
        });
        return record;
      },
    );
  }

  /**
   * One change of a record in one transaction: the version check (a lock held to the end, so two
   * saves of one version cannot both pass), `apply`, a new version and its audit row. Answers the
   * record and what `apply` answered. Renumbers the scope a record left.
   */
  async change<R>(
    rawId: unknown,
    expectedVersion: number | undefined,
    actor: Actor,
    how: ChangeKind,
    apply: (em: EntityManager, record: T) => R | Promise<R>,
  ): Promise<Changed<T, R>> {
    const { entity, order, versions } = this.kind;
    return this.em.transactional(async (em) => {
      if (order) await lockOrder(em, entity);
      const record = await this.locked(em, rawId, expectedVersion);
      if (this.kind.related) await em.populate(record, this.kind.related as never);
      const before = versions && !versions.baseline ? undefined : await this.snapshotOf(record, em);
      if (versions?.baseline && before) {
        await new HistoryService(em).keepBaseline(this.kind.recordType, record as never, before);
      }
      const scope = order?.scope(record);
      const result = await apply(em, record);
      if (this.kind.touch) record.updatedAt = new Date();
      await em.flush();
      if (order && !sameScope(scope, order.scope(record)))
        await renumber(em, entity as never, scope as never);
      await this.keep(em, record, actor, how, before);
      return { record, result };
    });
  }

  /** Moves a record to `position` (1 = first) within its scope, race-free (common/reorder). */
  move(rawId: unknown, position: number, actor: Actor): Promise<T> {
    const { entity, order } = this.kind;
    if (!order) throw new Error(`${this.kind.recordType} has no order`);
    return this.em.transactional(async (em) => {
      const record = await findOrFail(em, entity, rawId, this.notFound);
      this.kind.editable?.(record);
      const { from, to } = await moveInOrder(
        em,
        entity as never,
        order.scope(record) as never,
        record.id,
        position,
      );
      const note = `position ${from} → ${to}`;
      this.audit(em, record, ['sortOrder'], actor, { action: AuditAction.MOVE, note });
      await em.flush();
      const where = { id: record.id } as FilterQuery<T>;
      const populate = (this.kind.related ?? []) as never;
      return em.findOneOrFail(entity, where, { refresh: true, populate });
    });
  }

  /**
   * Deletes a record (with `expectedVersion`: only at that version) and what `removing` takes
   * with it; the others of its scope close up. Its versions stay in the history.
   */
  remove(
    rawId: unknown,
    actor: Actor,
    { expectedVersion, confirm = false }: { expectedVersion?: number; confirm?: boolean } = {},
  ): Promise<Removed> {
    const { entity, order } = this.kind;
    return this.em.transactional(async (em) => {
      if (order) await lockOrder(em, entity);
      const record =
        expectedVersion === undefined
          ? await findOrFail(em, entity, rawId, this.notFound)
          : await this.locked(em, rawId, expectedVersion);
      this.kind.editable?.(record);
      const { note, files = [] } = (await this.kind.removing?.(em, record, confirm)) ?? {};
      const { id } = record;
      const scope = order?.scope(record);
      em.remove(record);
      this.audit(em, record, [], actor, { action: AuditAction.DELETE, note });
      await em.flush();
      if (scope) await renumber(em, entity as never, scope as never);
      return { id, files: files.filter(Boolean) };
    });
  }

  /** The record to change, locked, at `expectedVersion` when it keeps versions, and editable. */
  private async locked(em: EntityManager, rawId: unknown, expectedVersion: number | undefined) {
    const { entity } = this.kind;
    const notFound = this.notFound;
    const record =
      expectedVersion === undefined
        ? await findOrFail(em, entity, rawId, notFound)
        : ((await lockForEdit(em, entity as never, rawId, expectedVersion, notFound)) as T &
            Versioned);
    this.kind.editable?.(record);
    return record;
  }

  /** Writes an editor's input into the record, last in the scope of its order it now is in. */
  private async save(em: EntityManager, record: T, input: I): Promise<void> {
    const data = await this.fieldsOf(em, input, record);
    const scope = this.kind.order?.scope(record);
    this.write(em, record, data);
    if (scope && !sameScope(scope, this.kind.order!.scope(record)))
      await this.placeLast(em, record);
  }

  /** The input as stored fields: the kind's own, or the input's values with texts trimmed. */
  private fieldsOf(em: EntityManager, input: I, record?: T): D | Promise<D> {
    if (this.kind.fields) return this.kind.fields(em, input, record);
    const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, trim(value)])) as D;
  }

  /**
   * Puts a record last in the scope its fields put it in, counted as stored (its own new place
   * not flushed yet: a flush now would save it twice, raising its version twice).
   */
  private async placeLast(em: EntityManager, record: T): Promise<void> {
    const scope = this.kind.order!.scope(record);
    const count = await em.count(this.kind.entity, scope, { flushMode: FlushMode.COMMIT });
    (record as T & Ordered).sortOrder = count;
  }

  private write(em: EntityManager, record: T, data: D): void {
    if (this.kind.write) this.kind.write(em, record, data);
    else em.assign(record, data as never);
  }

  /**
   * Keeps a save: a new version with its audit row, or, for a record without versions, an audit
   * row naming the fields it changed (none when it changed nothing).
   */
  private async keep(
    em: EntityManager,
    record: T,
    actor: Actor,
    how: ChangeKind,
    before?: Snapshot,
  ): Promise<void> {
    const { recordType, versions } = this.kind;
    const snapshot = await this.snapshotOf(record, em);
    if (versions) {
      const { id, version } = record as T & Versioned;
      const saved = { id, version, label: this.labelOf(record) };
      await new HistoryService(em).recordSave(
        recordType,
        saved,
        snapshot,
        actor,
        how.action,
        how.note,
      );
      return;
    }
    const fields = changedFields(before, snapshot);
    if (before && fields.length === 0) return;
    const note = how.note || (before && this.kind.changeNote?.(before)) || '';
    this.audit(em, record, fields, actor, { action: how.action, note });
    await em.flush();
  }

  /** The record's snapshot: its listed fields as they are (null for none), or the kind's own. */
  private async snapshotOf(record: T, em: EntityManager): Promise<Snapshot> {
    const { snapshot } = this.kind;
    if (typeof snapshot === 'function') return snapshot(record, em);
    const value = (name: keyof T & string) => (record[name] ?? null) as Snapshot[string];
    return Object.fromEntries(snapshot.map((name) => [name, value(name)]));
  }

  private labelOf(record: T): string {
    return String(record[this.kind.label]);
  }

  private audit(em: EntityManager, record: T, fields: string[], actor: Actor, how: ChangeKind) {
    const { action, note } = how;
    const label = this.labelOf(record);
    new HistoryService(em).audit(
      this.kind.recordType,
      record.id,
      label,
      fields,
      actor,
      action,
      note,
    );
  }
}

/**
 * The service of a kind of record that reads nothing of its own, on the request's EntityManager:
 * `class TestimonialService extends serviceOf(TESTIMONIALS) {}`.
 */
export function serviceOf<T extends StoredRecord, I extends object, D extends object, F>(
  kind: RecordKind<T, I, D, F>,
) {
  return class extends RecordService<T, I, D, F> {
    constructor(em: EntityManager) {
      super(em, kind);
    }
  };
}
