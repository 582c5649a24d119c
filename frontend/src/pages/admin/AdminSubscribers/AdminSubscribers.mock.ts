import {
  AdminSubscribersDocument,
  AdminSubscriberTopicsDocument,
  type AdminSubscribersQuery,
  type SubscriberStatus,
} from '../../../graphql/generated/admin-subscribers/graphql';
import { mockData, type Answer } from '../../../test/mocks';
import { SUBSCRIBERS_PAGE_SIZE } from './subscriberLabels';

type SubscriberPage = Answer<NonNullable<AdminSubscribersQuery['subscribers']>>;
export type SubscriberRow = SubscriberPage['edges'][number]['node'];
export type ConsentRow = SubscriberRow['consents'][number];

export function consent(overrides: Partial<ConsentRow> = {}): ConsentRow {
  return {
    __typename: 'ConsentRecord',
    id: '11',
    type: 'EXPRESS',
    wordingVersion: '2026-11-a',
    wordingHash: '3f'.repeat(32),
    wordingText:
      'Prairie Elite Agronomics (info@example.com, 1-888-555-0199) will e-mail you its newsletter. You can unsubscribe at any time.',
    page: '/newsletter',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Invented browser)',
    givenAt: '2026-03-03T06:30:05.000Z',
    confirmedAt: '2026-03-03T07:00:00.000Z',
    withdrawnAt: null,
    withdrawnHow: null,
    ...overrides,
  };
}

export function subscriber(overrides: Partial<SubscriberRow> = {}): SubscriberRow {
  return {
    __typename: 'Subscriber',
    id: '1',
    email: 'dale@example.com',
    status: 'CONFIRMED',
    preferences: ['Soil Health'],
    subscribeDate: '2026-03-03T06:30:05.000Z',
    confirmedAt: '2026-03-03T07:00:00.000Z',
    unsubscribedAt: null,
    consents: [consent()],
    ...overrides,
  };
}

export const sampleSubscribers: SubscriberRow[] = [
  subscriber(),
  subscriber({
    id: '2',
    email: 'marie@example.com',
    status: 'UNSUBSCRIBED',
    preferences: [],
    unsubscribedAt: '2026-04-01T15:00:00.000Z',
    consents: [
      consent({
        id: '21',
        page: '/',
        withdrawnAt: '2026-04-01T15:00:00.000Z',
        withdrawnHow: 'ONE_CLICK',
      }),
    ],
  }),
  subscriber({
    id: '3',
    email: 'sam@example.com',
    status: 'PENDING',
    confirmedAt: null,
    consents: [consent({ id: '31', page: 'import', confirmedAt: null })],
  }),
];

/** The topics filter's choices: the newsletter's, then the waitlist. */
export const subscriberTopicsMock = mockData(AdminSubscriberTopicsDocument, {
  data: {
    subscriberTopics: [
      'Plant Nutrition',
      'Soil Health',
      'Organic Solutions',
      'FarmOps Manager waitlist',
    ],
  },
  maxUsageCount: 5,
});

/** The first page of the subscribers of `status` and `topic` matching `search` (none by default). */
export function subscribersMock(
  rows: SubscriberRow[] = sampleSubscribers,
  filters: {
    status?: SubscriberStatus | null;
    topic?: string | null;
    search?: string | null;
  } = {},
  uses = 5,
) {
  return mockData(AdminSubscribersDocument, {
    variables: {
      first: SUBSCRIBERS_PAGE_SIZE,
      status: filters.status ?? null,
      topic: filters.topic ?? null,
      search: filters.search ?? null,
    },
    data: {
      subscribers: {
        __typename: 'SubscriberConnection',
        totalCount: rows.length,
        edges: rows.map((node) => ({
          __typename: 'SubscriberEdge' as const,
          cursor: `c-${node.id}`,
          node,
        })),
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: false,
          endCursor: rows.at(-1) ? `c-${rows.at(-1)!.id}` : null,
        },
      },
    },
    maxUsageCount: uses,
  });
}
