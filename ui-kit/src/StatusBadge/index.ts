export { StatusBadge, statusBadgeVariant } from './StatusBadge';
export type { AppStatus, StatusBadgeProps } from './StatusBadge';
