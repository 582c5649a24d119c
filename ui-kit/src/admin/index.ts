/*
 * The admin's pieces, an entry point of their own (`ui-kit/admin`): public pages import `ui-kit`
 * only, so none of this (nor the antd components it needs) reaches a visitor's first load. Each
 * piece imports admin.css itself: this file only re-exports, and the bundler skips a file of
 * re-exports (package.json's sideEffects lists CSS only), with any stylesheet it would import.
 */

export * from './ConfirmDelete';
export * from './PublishAction';
export * from './PublishChecklist';
export * from './RecordEditor';
export * from './RecordField';
export * from './RecordList';
export * from './RecordTable';
export * from './VersionDiff';
