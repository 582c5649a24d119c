import {
  AdminAuditEventsDocument,
  type AdminAuditEventsQuery,
} from '../../../graphql/generated/admin-activity/graphql';
import { mockData, mockLoading, mockNetworkError, type AnswerData } from '../../../test/mocks';
import {
  activityVariables,
  NO_ACTIVITY_FILTERS,
  type ActivityFilterValues,
} from './activityFilters';

type AuditEventNode = AnswerData<AdminAuditEventsQuery>['auditEvents']['edges'][number]['node'];

const event = (
  id: number,
  change: Pick<AuditEventNode, 'actor' | 'action' | 'recordType' | 'recordLabel' | 'fields'> &
    Partial<AuditEventNode>,
): AuditEventNode => ({
  __typename: 'AuditEvent',
  id: String(id),
  recordId: id,
  clientAddress: '203.0.113.7',
  note: '',
  createdAt: '2026-11-25T20:02:00.000Z',
  ...change,
});

/** A short trail, newest first, as an office's week writes it. */
export const sampleEvents: AuditEventNode[] = [
  event(12, {
    actor: 'admin',
    action: 'UPDATE',
    recordType: 'company-settings',
    recordLabel: 'Company settings',
    fields: ['email', 'warehouse'],
  }),
  event(11, {
    actor: 'office',
    action: 'PUBLISH',
    recordType: 'newsletter',
    recordLabel: 'Spring Seeding Checklist',
    fields: ['status'],
    note: 'published anyway: Title has 74 characters (60 at most)',
    createdAt: '2026-11-24T16:30:00.000Z',
  }),
];

function page(nodes: AuditEventNode[], hasNextPage = false, totalCount = nodes.length) {
  return {
    auditEvents: {
      __typename: 'AuditEventConnection' as const,
      edges: nodes.map((node) => ({
        __typename: 'AuditEventEdge' as const,
        cursor: `c${node.id}`,
        node,
      })),
      pageInfo: {
        __typename: 'PageInfo' as const,
        hasNextPage,
        endCursor: nodes.length ? `c${nodes[nodes.length - 1]!.id}` : null,
      },
      totalCount,
    },
  };
}

/** The trail for `filters` answers `nodes` (one page, or the first of two with `more`). */
export const activityMock = (
  nodes: AuditEventNode[] = sampleEvents,
  filters: ActivityFilterValues = NO_ACTIVITY_FILTERS,
  more = 0,
) =>
  mockData(AdminAuditEventsDocument, {
    variables: activityVariables(filters),
    data: page(nodes, more > 0, nodes.length + more),
  });

/** The page after the first one of `activityMock(nodes, filters, 1)`. */
export const activityNextPageMock = (after: string, nodes: AuditEventNode[]) =>
  mockData(AdminAuditEventsDocument, {
    variables: { ...activityVariables(NO_ACTIVITY_FILTERS), after },
    data: page(nodes),
  });

export const activityLoadingMock = mockLoading(AdminAuditEventsDocument, {
  variables: activityVariables(NO_ACTIVITY_FILTERS),
});

export const activityErrorMock = mockNetworkError(AdminAuditEventsDocument, {
  variables: activityVariables(NO_ACTIVITY_FILTERS),
  error: new Error('Network down'),
});

export { event as auditEvent };
