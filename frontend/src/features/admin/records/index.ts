/*
 * The records kit: what a content type's admin screens declare themselves with (docs/content-types.md,
 * "The admin screens"). A list is `recordList(section, { documents, columns, move, remove })` drawn by
 * RecordListScreen; an editor is `recordEditor(section, { documents, name, question, fields, … })`
 * drawn by RecordEditorScreen. Every module here is free of side effects, so a screen's chunk carries only
 * what it uses: a list never loads the editor, and public pages load neither.
 */
export {
  choiceFilter,
  deleteQuestion,
  deletion,
  fieldColumn,
  inOrder,
  linkColumn,
  optionalFilter,
  recordList,
  RecordListScreen,
  useRecordList,
  type ColumnKit,
  type ListConfig,
  type ListDeclaration,
  type ListDocuments,
  type ListMove,
  type RowOf,
} from './RecordListScreen';
export {
  formOf,
  RecordEditorScreen,
  type DraftOf,
  type EditedRecord,
  type EditorConfig,
  type EditorContext,
  type EditorExtras,
  type LoadedContext,
} from './RecordEditorScreen';
export {
  editorOf,
  emptyForm,
  inWords,
  listOf,
  listWords,
  recordEditor,
  recordMessages,
  type ConfigField,
  type EditorDeclaration,
  type LoadedRecord,
  type ValueWords,
} from './recordWords';
export { answerOf, op, recordDocuments, type RecordDocuments } from './operations';
export { bareField, customField, imageField, type CustomControl } from './editorFields';
export { RecordLoad } from './RecordLoad';
export { useSideChange } from './useSideChange';
