import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AuditAction } from './audit-action.js';

/**
 * One change an admin made: who, what record, which fields, when and from which address. Values
 * are never copied here (a contact's message stays in its own table): only field names, and the
 * record's title as it was, so the trail still reads well once the record is deleted. Private:
 * writing it never clears the page caches.
 */
@ObjectType({ description: 'One change an admin made, as the audit trail keeps it (admin only).' })
@Entity({ tableName: 'audit_events' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['recordType', 'recordId'] })
export class AuditEvent {
  [OptionalProps]?: 'createdAt' | 'recordId' | 'fields' | 'note';

  @Field(() => ID, { description: 'Identifier of the event.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field({ description: 'Username of the admin who made the change.' })
  @Property({ length: 120 })
  actor!: string;

  /** CREATE, UPDATE, DELETE, PUBLISH, ... (AuditAction). */
  @Field(() => AuditAction, { description: 'What was done.' })
  @Property({ type: 'string', length: 20 })
  action!: AuditAction;

  @Field({ description: 'Kind of record, e.g. "newsletter".' })
  @Property({ length: 40 })
  recordType!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Id of the record; null when the change was not about one record.',
  })
  @Property({ type: 'integer', nullable: true })
  recordId: number | null = null;

  /** The record's title or name when the change was made. */
  @Field({ description: 'Title or name of the record at the time.' })
  @Property({ length: 200 })
  recordLabel!: string;

  @Field(() => [String], {
    description: 'Names of the fields the change touched (never their values).',
  })
  @Property({ type: 'text[]' })
  fields: string[] = [];

  @Field({ description: 'IP address the change came from.' })
  @Property({ length: 64 })
  clientAddress!: string;

  /** A remark the trail must keep, e.g. "published anyway: Title has 74 characters (60 at most)". */
  @Field({
    description:
      'A remark kept with the change, e.g. the checks a "publish anyway" skipped; empty when none.',
  })
  @Property({ type: 'text', default: '' })
  note: string = '';

  @Field({ description: 'When the change was made.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
