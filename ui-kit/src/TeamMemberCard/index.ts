export { TeamMemberCard } from './TeamMemberCard';
export type { TeamMember, TeamMemberCardProps } from './TeamMemberCard';
export { TeamGrid } from './TeamGrid';
export type { TeamGridProps } from './TeamGrid';
