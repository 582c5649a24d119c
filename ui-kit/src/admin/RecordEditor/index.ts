export {
  ConflictBanner,
  LockBanner,
  RestoredBanner,
  type ConflictBannerProps,
  type LockBannerProps,
} from './banners';
export { EditorFields, fieldId, type EditorField, type FieldControl } from './editorFields';
export { dropLeaveGuardEntry, LeaveGuard, type LeaveGuardProps } from './LeaveGuard';
export { RecordEditor, type RecordEditorProps } from './RecordEditor';
export {
  RecordVersions,
  restoredMessage,
  type FieldLabels,
  type RecordVersion,
  type RecordVersionsProps,
} from './RecordVersions';
