import {
  AdminDashboardDocument,
  type AdminDashboardQuery,
} from '../../../graphql/generated/admin-dashboard/graphql';
import { mockData, mockNetworkError, type AnswerData } from '../../../test/mocks';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The dashboard as the site's built-in content fills it; the activity is dated when imported. */
export const dashboardData = {
  dashboardCounts: {
    __typename: 'DashboardCounts',
    products: 9,
    newsletters: 6,
    testimonials: 5,
    contacts: 2,
    newContacts: 1,
    subscribers: 14,
    imageAssets: 13,
    teamMembers: 7,
  },
  recentActivity: [
    {
      __typename: 'ActivityItem',
      id: 'contact:2',
      kind: 'CONTACT',
      title: 'Dale Kowalchuk',
      businessType: 'CROP_FARMING',
      at: minutesAgo(5),
      actor: null,
      action: null,
      recordType: null,
    },
    {
      __typename: 'ActivityItem',
      id: 'change:9',
      kind: 'CHANGE',
      title: 'Spring Seeding Checklist',
      businessType: null,
      at: minutesAgo(30),
      actor: 'admin',
      action: 'PUBLISH',
      recordType: 'newsletter',
    },
    {
      __typename: 'ActivityItem',
      id: 'subscription:4',
      kind: 'SUBSCRIPTION',
      title: 'grower@example.com',
      businessType: null,
      at: minutesAgo(120),
      actor: null,
      action: null,
      recordType: null,
    },
  ],
} satisfies AnswerData<AdminDashboardQuery>;

export const dashboardMock = {
  ...mockData(AdminDashboardDocument, { data: dashboardData }),
  // The same answer, typed as written (counts and activity not null) for the stories that read it.
  result: { data: dashboardData },
};

export const dashboardErrorMock = mockNetworkError(AdminDashboardDocument, {
  error: new Error('Network down'),
});
