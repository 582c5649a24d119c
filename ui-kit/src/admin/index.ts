/*
 * The admin's pieces, an entry point of their own (`ui-kit/admin`): public pages import `ui-kit`
 * only, so none of this (nor the antd components it needs) reaches a visitor's first load.
 */
import './admin.css';

export * from './ConfirmDelete';
export * from './PublishChecklist';
export * from './RecordField';
export * from './RecordTable';
export * from './VersionDiff';
