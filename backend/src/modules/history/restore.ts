import type { ClassConstructor } from 'class-transformer';
import { Allow } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { AuditAction } from './audit-action.js';
import type { Snapshot } from './record-version.entity.js';

/**
 * How a save is kept in the history: an editor's save, or a restore of an earlier version (the
 * same update, audited as RESTORE with the version it brought back).
 */
export interface SaveKind {
  action: AuditAction.UPDATE | AuditAction.RESTORE;
  note: string;
}

export const EDIT: SaveKind = { action: AuditAction.UPDATE, note: '' };

export function restoreOf(version: number): SaveKind {
  return { action: AuditAction.RESTORE, note: `restored version ${version}` };
}

/**
 * A kind of record whose versions can be restored: a restore turns a version's snapshot back into
 * the record's input (`inputOf`, beside the record's snapshot function, so the two keep the same
 * fields), validates it by the input class's rules and saves it through the record's update.
 */
export interface Restorable<I extends object> {
  recordType: string;
  input: ClassConstructor<I>;
  inputOf(snapshot: Snapshot): Record<string, unknown>;
}

/** The fields `names` of a snapshot, as they are (for snapshots that store the input as is). */
export function pickFields(snapshot: Snapshot, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, snapshot[name]]));
}

/** The arguments of every `restore<Record>Version` mutation. */
@ArgsType()
export class RestoreVersionArgs {
  @Field(() => ID, { description: 'Id of the record.' })
  @Allow()
  id!: string;

  @Field(() => Int, { description: 'The `version` the editor started from.' })
  @Allow()
  expectedVersion!: number;

  @Field(() => Int, { description: 'The version to bring back, from its version history.' })
  @Allow()
  version!: number;
}
