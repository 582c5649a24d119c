export { PublishChecklist } from './PublishChecklist';
export type { PublishCheckItem, PublishChecklistProps } from './PublishChecklist';
