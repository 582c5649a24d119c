import { usePageQuery } from '../../app/page-data';
import { DataState, EmptyState, ErrorState, LoadingState, TeamGrid } from 'ui-kit';
import { HomeTeamDocument } from '../../graphql/generated/graphql';

/** The first three people as full cards, the rest under "Our Farm Consultants" (TeamGrid). */
export function HomeTeam() {
  const team = usePageQuery(HomeTeamDocument);
  return (
    <DataState
      state={team}
      isEmpty={(data) => data.teamMembers.length === 0}
      loading={<LoadingState label="Loading our team..." />}
      empty={<EmptyState title="Our team will be introduced here soon." />}
      failure={() => <ErrorState message="Failed to load the team. Please try again later." />}
      success={(data) => <TeamGrid members={data.teamMembers} mainCount={3} headingLevel={2} />}
    />
  );
}
