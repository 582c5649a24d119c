import { AdminDashboardDocument } from '../../../graphql/generated/graphql';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const dashboardMock = {
  request: { query: AdminDashboardDocument },
  result: {
    data: {
      dashboardCounts: {
        __typename: 'DashboardCounts' as const,
        products: 9,
        newsletters: 6,
        testimonials: 5,
        contacts: 2,
        subscribers: 14,
        imageAssets: 13,
        teamMembers: 7,
      },
      recentActivity: [
        {
          __typename: 'ActivityItem' as const,
          id: 'contact:2',
          kind: 'contact',
          title: 'Dale Kowalchuk',
          detail: 'Crop Farming',
          at: minutesAgo(5),
        },
        {
          __typename: 'ActivityItem' as const,
          id: 'subscription:4',
          kind: 'subscription',
          title: 'grower@example.com',
          detail: '',
          at: minutesAgo(120),
        },
      ],
    },
  },
};
