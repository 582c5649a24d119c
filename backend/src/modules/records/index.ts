export { CurrentActor, Em, type RecordScope } from './record-context.js';
export type {
  ColumnSearch,
  RecordKind,
  RecordOrder,
  RecordQuery,
  RecordSearch,
  RecordVersions,
  Removal,
  StoredRecord,
} from './record-kind.js';
export { oneList } from './record-kind.js';
export {
  RECORD_TEXTS,
  RecordResolver,
  type FilterArgument,
  type RecordMutation,
  type RecordResolverOptions,
} from './record.resolver.js';
export {
  RecordService,
  serviceOf,
  type ChangeKind,
  type Changed,
  type Removed,
} from './record.service.js';

/*
 * The record resource: one shape for every kind of record the office edits (a content type). A
 * content type declares its RecordKind (fields, snapshot, order, search, hooks), a service that
 * extends RecordService, and a resolver that extends RecordResolver(options); docs/content-types.md
 * walks through one. No AppModule: it has no tables or operations of its own.
 */
