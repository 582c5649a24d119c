import {
  AdminCreateTestimonialDocument,
  AdminMoveTestimonialDocument,
  AdminRestoreTestimonialVersionDocument,
  AdminTestimonialDocument,
  AdminUpdateTestimonialDocument,
  AdminTestimonialsDocument,
  type AdminTestimonialFieldsFragment,
} from '../../../graphql/generated/admin-testimonials/graphql';
import { mockData, mockLoading, mockNetworkError } from '../../../test/mocks';
import { recordVersion } from '../test/recordVersion';

type Row = AdminTestimonialFieldsFragment & { __typename: 'Testimonial' };

export const dale: Row = {
  __typename: 'Testimonial',
  id: '1',
  customerName: 'Dale Kowalchuk, grain farmer near Vegreville',
  content: 'Emergence was more even and we saw about four extra bushels an acre.',
  rating: 5,
  sortOrder: 0,
  version: 1,
};

export const marianne: Row = {
  ...dale,
  id: '2',
  customerName: 'Marianne Olfert, mixed farm near Rosthern',
  content: 'The soil diagnostics report was the first one I could actually act on.',
  rating: 4,
  sortOrder: 1,
};

const LIST_VARIABLES = (search: string | null) => ({ first: 25, search });

function connection(rows: readonly Row[], hasNextPage = false, totalCount = rows.length) {
  return {
    adminTestimonials: {
      __typename: 'TestimonialConnection' as const,
      edges: rows.map((node) => ({
        __typename: 'TestimonialEdge' as const,
        cursor: `c${node.id}`,
        node,
      })),
      pageInfo: {
        __typename: 'PageInfo' as const,
        hasNextPage,
        endCursor: rows.at(-1) ? `c${rows.at(-1)!.id}` : null,
      },
      totalCount,
    },
  };
}

/** The list in display order (Dale first), or the rows a search finds. */
export const listMock = (rows: readonly Row[] = [dale, marianne], search: string | null = null) =>
  mockData(AdminTestimonialsDocument, {
    variables: LIST_VARIABLES(search),
    data: connection(rows),
  });

/** The first page of a longer list, and the page "Load more" reads after it. */
export const pagedMocks = () => [
  mockData(AdminTestimonialsDocument, {
    variables: LIST_VARIABLES(null),
    data: connection([dale], true, 2),
  }),
  mockData(AdminTestimonialsDocument, {
    variables: { ...LIST_VARIABLES(null), after: 'c1' },
    data: connection([marianne], false, 2),
  }),
];

export const loadingMock = () =>
  mockLoading(AdminTestimonialsDocument, { variables: LIST_VARIABLES(null) });

export const failureMock = () =>
  mockNetworkError(AdminTestimonialsDocument, {
    variables: LIST_VARIABLES(null),
    error: new Error('Failed to fetch'),
  });

/** Marianne moved to the top. */
export const moveMock = () =>
  mockData(AdminMoveTestimonialDocument, {
    variables: { id: marianne.id, position: 1 },
    data: {
      moveTestimonial: {
        __typename: 'MoveTestimonialPayload',
        testimonial: { ...marianne, sortOrder: 0 },
        userErrors: [],
      },
    },
  });

/** createTestimonial refused: the API's messages, one per field. */
export const refusedCreateMock = (customerName: string) =>
  mockData(AdminCreateTestimonialDocument, {
    variables: { input: { customerName, content: '', rating: 7 } },
    data: {
      createTestimonial: {
        __typename: 'CreateTestimonialPayload',
        testimonial: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'content'],
            message: 'Testimonial is required',
            code: 'REQUIRED',
          },
          {
            __typename: 'UserError',
            field: ['input', 'rating'],
            message: 'Rating must be a whole number from 1 to 5',
            code: 'INVALID',
          },
        ],
      },
    },
  });

/** Dale's testimonial for the editor, with its first version. */
export const oneMock = () =>
  mockData(AdminTestimonialDocument, {
    variables: { id: dale.id },
    data: {
      adminTestimonial: dale,
      recordVersions: [
        {
          __typename: 'RecordVersion',
          id: '101',
          version: 1,
          author: 'admin',
          createdAt: '2026-11-25T20:02:00.000Z',
          changedFields: ['customerName', 'content', 'rating'],
          values: [
            { __typename: 'VersionFieldValue', name: 'customerName', value: dale.customerName },
          ],
        },
      ],
    },
    maxUsageCount: 2,
  });

/** updateTestimonial refused: someone else saved version 2 at 13:02 in Alberta. */
export const conflictMock = () =>
  mockData(AdminUpdateTestimonialDocument, {
    variables: {
      id: dale.id,
      expectedVersion: 1,
      input: { customerName: dale.customerName, content: dale.content, rating: 3 },
    },
    data: {
      updateTestimonial: {
        __typename: 'UpdateTestimonialPayload',
        testimonial: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: null,
            message: 'Changed by someone else at 13:02: review their changes',
            code: 'CONFLICT',
          },
        ],
      },
    },
  });

/** Dale's testimonial down to 3 stars at version 2; after a restore of version 1, at version 3. */
const lowered: Row = { ...dale, rating: 3, version: 2 };
const versions = [recordVersion(2, { rating: '3' }, ['rating']), recordVersion(1, { rating: '5' })];

export const versionedMock = (restored = false) =>
  mockData(AdminTestimonialDocument, {
    variables: { id: dale.id },
    data: restored
      ? {
          adminTestimonial: { ...dale, version: 3 },
          recordVersions: [recordVersion(3, { rating: '5' }, ['rating']), ...versions],
        }
      : { adminTestimonial: lowered, recordVersions: versions },
  });

/** restoreTestimonialVersion of version 1: five stars again, at version 3. */
export const restoreMock = () =>
  mockData(AdminRestoreTestimonialVersionDocument, {
    variables: { id: dale.id, expectedVersion: 2, version: 1 },
    data: {
      restoreTestimonialVersion: {
        __typename: 'RestoreTestimonialVersionPayload',
        testimonial: { ...dale, version: 3 },
        userErrors: [],
      },
    },
  });
