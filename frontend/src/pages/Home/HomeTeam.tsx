import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorState, LoadingState, TeamGrid } from 'ui-kit';
import { HomeTeamDocument } from '../../graphql/generated/graphql';

/** The first three people as full cards, the rest under "Our Farm Consultants" (TeamGrid). */
export function HomeTeam() {
  const { data, loading, error } = useQuery(HomeTeamDocument);
  if (loading) return <LoadingState label="Loading our team..." />;
  if (error) return <ErrorState message="Failed to load the team. Please try again later." />;
  const members = data?.teamMembers ?? [];
  if (members.length === 0) return <EmptyState title="Our team will be introduced here soon." />;
  return <TeamGrid members={members} mainCount={3} headingLevel={2} />;
}
