export { ConfirmDelete } from './ConfirmDelete';
export type { ConfirmDeleteProps, DeleteQuestion } from './ConfirmDelete';
