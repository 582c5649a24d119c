export { ConfirmDelete } from './ConfirmDelete';
export type { ConfirmDeleteProps } from './ConfirmDelete';
