export { AppCard } from './AppCard';
export type { AppCardApp, AppCardProps } from './AppCard';
