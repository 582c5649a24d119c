import { Entity, OptionalProps, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The stored fields of a record at one version, as plain JSON (dates as ISO strings). */
export type Snapshot = Record<string, string | number | boolean | null>;

/**
 * One saved version of an editable record (a newsletter, ...): the whole record as it was after
 * that save, who saved it and which fields that save changed. Restoring a version writes its
 * snapshot back as a new version, so the list only ever grows. Private: no public page shows it,
 * so writing it never clears the page caches.
 */
@ObjectType({
  description: 'One saved version of a record (admin only): who saved it, when, and what it held.',
})
@Entity({ tableName: 'record_versions' })
@Unique({ properties: ['recordType', 'recordId', 'version'] })
@Index({ properties: ['recordType', 'recordId', 'createdAt'] })
export class RecordVersion {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: 'Identifier of this version row.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** What kind of record: "newsletter", ... (GraphQL's HistoryRecordType values). */
  @Property({ length: 40 })
  recordType!: string;

  @Property()
  recordId!: number;

  /** The record's own version number after this save (its optimistic-lock version). */
  @Field(() => Int, { description: 'The version number, counting from 1; restore takes it.' })
  @Property()
  version!: number;

  @Property({ type: 'json' })
  snapshot!: Snapshot;

  /** Fields that differ from the version before; every field for the first one. */
  @Field(() => [String], {
    description: 'Fields this save changed (every field for the first version), e.g. ["title"].',
  })
  @Property({ type: 'text[]' })
  changedFields!: string[];

  /** Username of the admin who saved it. */
  @Field({ description: 'Username of the admin who saved it.' })
  @Property({ length: 120 })
  author!: string;

  @Field({ description: 'When it was saved.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
