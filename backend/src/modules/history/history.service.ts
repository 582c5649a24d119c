import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { InvalidInputError } from '../../common/errors.js';
import type { Actor } from '../../common/request-scope.js';
import { validateInput } from '../../common/validation.js';
import { AuditAction } from './audit-action.js';
import { AuditEvent } from './audit-event.entity.js';
import { RecordVersion, type Snapshot } from './record-version.entity.js';
import { restoreOf, type Restorable, type SaveKind } from './restore.js';

/** The author of a baseline version: content the site shipped with, before any admin save. */
export const BUILT_IN_AUTHOR = 'built-in content';

export type { Actor };

/** The audit trail's filters (all optional, combined with "and"). */
export interface AuditFilter {
  actor?: string | null;
  recordType?: string | null;
  action?: AuditAction | null;
  since?: Date | null;
  until?: Date | null;
}

/** The fields whose values differ between two snapshots, in the newer one's order. */
export function changedFields(before: Snapshot | undefined, after: Snapshot): string[] {
  if (!before) return Object.keys(after);
  const names = new Set([...Object.keys(after), ...Object.keys(before)]);
  return [...names].filter((name) => (before[name] ?? null) !== (after[name] ?? null));
}

/**
 * Versions and the audit trail of admin changes. Callers write them in the transaction that
 * saves the record (em.transactional), so a version or an audit row exists exactly when the
 * change it describes was committed.
 */
export class HistoryService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Keeps the record's new version (after its flush, so id and version are known) and the audit
   * row of the save; answers the version with the fields it changed.
   */
  async recordSave(
    recordType: string,
    record: { id: number; version: number; label: string },
    snapshot: Snapshot,
    actor: Actor,
    action: AuditAction,
    note = '',
  ): Promise<RecordVersion> {
    const previous = await this.em.findOne(
      RecordVersion,
      { recordType, recordId: record.id },
      { orderBy: { version: 'desc' } },
    );
    const version = this.em.create(RecordVersion, {
      recordType,
      recordId: record.id,
      version: record.version,
      snapshot,
      changedFields: changedFields(previous?.snapshot, snapshot),
      author: actor.username,
    });
    this.audit(recordType, record.id, record.label, version.changedFields, actor, action, note);
    await this.em.flush();
    return version;
  }

  /**
   * Keeps the fields a record had before its first admin save, when no version of it exists yet
   * (built-in content, loaded by a seeder): so that the office can compare with and restore what
   * the site shipped with. No audit row: nobody changed anything. Call it before the save.
   */
  async keepBaseline(
    recordType: string,
    record: { id: number; version: number },
    snapshot: Snapshot,
  ): Promise<void> {
    if (await this.em.count(RecordVersion, { recordType, recordId: record.id })) return;
    this.em.create(RecordVersion, {
      recordType,
      recordId: record.id,
      version: record.version,
      snapshot,
      changedFields: [],
      author: BUILT_IN_AUTHOR,
    });
    await this.em.flush();
  }

  /** An audit row for a change that keeps no version (a delete). */
  audit(
    recordType: string,
    recordId: number | null,
    recordLabel: string,
    fields: string[],
    actor: Actor,
    action: AuditAction,
    note = '',
  ): AuditEvent {
    return this.em.create(AuditEvent, {
      actor: actor.username,
      action,
      recordType,
      recordId,
      recordLabel: recordLabel.slice(0, 200),
      fields,
      clientAddress: actor.address.slice(0, 64),
      note,
    });
  }

  /** A record's versions, newest first. */
  versions(recordType: string, recordId: number): Promise<RecordVersion[]> {
    return this.em.find(
      RecordVersion,
      { recordType, recordId },
      { orderBy: { version: 'desc' }, limit: 200 },
    );
  }

  version(recordType: string, recordId: number, version: number): Promise<RecordVersion | null> {
    return this.em.findOne(RecordVersion, { recordType, recordId, version });
  }

  /**
   * The stored fields of version `version` of a record, to restore: InvalidInputError (on the
   * `version` field) when the record never had it. A restore then saves them through the record's
   * own update, so they are validated again and kept as a new version.
   */
  async snapshotToRestore(
    recordType: string,
    recordId: number,
    version: number,
  ): Promise<Snapshot> {
    const found = await this.version(recordType, recordId, version);
    if (!found) {
      const message = `Version ${version} does not exist`;
      throw new InvalidInputError(message, { version: message });
    }
    return found.snapshot;
  }

  /**
   * Restores version `version` of a record: its snapshot becomes the record's input again, checked
   * by the input's rules as the API checks an editor's (InvalidInputError per field when one no
   * longer passes), and goes through `save`, the record's own update, which checks the rest (an
   * image deleted since, the version the editor started from) and keeps it as a new version,
   * audited as RESTORE. `save` gets the snapshot too, for what it brings back beyond the input.
   */
  async restore<I extends object, R>(
    kind: Restorable<I>,
    recordId: number,
    version: number,
    save: (input: I, how: SaveKind, snapshot: Snapshot) => Promise<R>,
  ): Promise<R> {
    const snapshot = await this.snapshotToRestore(kind.recordType, recordId, version);
    const input = await validateInput(kind.input, kind.inputOf(snapshot));
    return save(input, restoreOf(version), snapshot);
  }

  /**
   * The newest `limit` changes of the audit trail, newest first (the dashboard's activity):
   * sign-ins are in the trail but change nothing.
   */
  latestChanges(limit: number): Promise<AuditEvent[]> {
    return this.em.find(
      AuditEvent,
      { action: { $nin: [AuditAction.SIGN_IN, AuditAction.SIGN_IN_FAILED, AuditAction.SIGN_OUT] } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** The audit trail, newest first, a page at a time. */
  page(filter: AuditFilter, request: PageRequest): Promise<Connection<AuditEvent>> {
    const where: FilterQuery<AuditEvent> = {};
    if (filter.actor) where.actor = filter.actor;
    if (filter.recordType) where.recordType = filter.recordType;
    if (filter.action) where.action = filter.action;
    if (filter.since || filter.until) {
      where.createdAt = {
        ...(filter.since ? { $gte: filter.since } : {}),
        ...(filter.until ? { $lt: filter.until } : {}),
      };
    }
    return findPage(
      this.em,
      AuditEvent,
      where,
      { key: 'createdAt', kind: 'date', direction: 'desc' },
      request,
    );
  }
}
