export { TechnologyCard } from './TechnologyCard';
export type { TechnologyCardProps } from './TechnologyCard';
