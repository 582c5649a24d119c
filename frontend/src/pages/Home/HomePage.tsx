import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { ErrorState, LoadingState } from 'ui-kit';
import { CompanyDocument } from '../../graphql/generated/graphql';

/**
 * Home page skeleton: the headline and the company's mission from GraphQL. The full page of the
 * spec (technology cards, team, testimonials, newsletter, subscribe form) comes with the public site.
 */
export function HomePage() {
  const { data, loading, error } = useQuery(CompanyDocument);
  return (
    <div className="page">
      <Typography.Title level={1}>Innovative Agricultural Solutions</Typography.Title>
      {loading ? <LoadingState /> : null}
      {error ? <ErrorState message={error.message} /> : null}
      {data ? (
        <Typography.Paragraph>
          {data.company.name}: {data.company.mission}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
