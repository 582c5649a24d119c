import {
  AdminNewsletterDocument,
  AdminNewslettersDocument,
  AdminUpdateNewsletterDocument,
  type AdminNewsletterFieldsFragment,
  type AdminNewsletterQuery,
} from '../../../graphql/generated/graphql';
import { mockData, type Answer } from '../../../test/mocks';

type Version = Answer<AdminNewsletterQuery['recordVersions']>[number];

export const springDraft: AdminNewsletterFieldsFragment & { __typename: 'Newsletter' } = {
  __typename: 'Newsletter',
  id: '21',
  title: 'Spring Seeding Checklist',
  date: '2027-03-01T15:00:00.000Z',
  summary: 'What to check before the drill goes in.',
  content: 'Soil temperature\n\nWait for 5 °C at seeding depth.',
  imageUrl: '/images/newsletters/2026-02.svg',
  pdfUrl: '',
  state: 'DRAFT',
  version: 1,
};

export const winterEdition: AdminNewsletterFieldsFragment & { __typename: 'Newsletter' } = {
  ...springDraft,
  id: '6',
  title: 'Winter Soil Sampling',
  date: '2026-02-01T15:00:00.000Z',
  state: 'PUBLISHED',
  pdfUrl: '/newsletters/2026-02.pdf',
  version: 3,
};

function version(number: number, author: string, title: string, changed: string[]): Version {
  return {
    __typename: 'RecordVersion',
    id: String(100 + number),
    version: number,
    author,
    createdAt: '2026-11-25T20:02:00.000Z',
    changedFields: changed,
    values: [
      { __typename: 'VersionFieldValue', name: 'title', value: title },
      { __typename: 'VersionFieldValue', name: 'summary', value: springDraft.summary },
    ],
  };
}

export const listMock = (search: string | null = null) =>
  mockData(AdminNewslettersDocument, {
    variables: { first: 25, search, state: null },
    data: {
      adminNewsletters: {
        __typename: 'NewsletterConnection',
        edges: [springDraft, winterEdition].map((node) => ({
          __typename: 'NewsletterEdge' as const,
          cursor: `c${node.id}`,
          node,
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c6' },
        totalCount: 2,
      },
    },
  });

/** The draft with one version, or (after someone else's save) two. */
export const oneMock = (theirs = false) =>
  mockData(AdminNewsletterDocument, {
    variables: { id: springDraft.id },
    data: {
      adminNewsletter: theirs ? { ...springDraft, title: 'Their Title', version: 2 } : springDraft,
      recordVersions: theirs
        ? [
            version(2, 'office', 'Their Title', ['title']),
            version(1, 'admin', springDraft.title, ['title', 'summary']),
          ]
        : [version(1, 'admin', springDraft.title, ['title', 'summary'])],
    },
  });

/** updateNewsletter refused: someone else saved version 2 at 13:02 in Alberta. */
export const conflictMock = (title: string) =>
  mockData(AdminUpdateNewsletterDocument, {
    variables: {
      id: springDraft.id,
      expectedVersion: 1,
      input: {
        title,
        date: springDraft.date,
        summary: springDraft.summary,
        content: springDraft.content,
        imageUrl: springDraft.imageUrl,
      },
    },
    data: {
      updateNewsletter: {
        __typename: 'UpdateNewsletterPayload',
        newsletter: null,
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
