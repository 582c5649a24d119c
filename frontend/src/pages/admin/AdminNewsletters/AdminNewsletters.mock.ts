import {
  AdminNewsletterDocument,
  AdminNewslettersDocument,
  AdminUpdateNewsletterDocument,
  type AdminNewsletterFieldsFragment,
  type AdminNewsletterQuery,
} from '../../../graphql/generated/admin-newsletters/graphql';
import {
  AcquireEditLockDocument,
  type EditLockFieldsFragment,
  HeartbeatEditLockDocument,
  ReleaseEditLockDocument,
} from '../../../graphql/generated/admin/graphql';
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

/**
 * The editor's load of newsletter `id`: the newsletter (null: none has that id), its versions and,
 * once it was e-mailed, its mailing's id.
 */
export const newsletterMock = (
  id: string,
  newsletter: typeof springDraft | null,
  versions: Version[] = [],
  mailingId: string | null = null,
) =>
  mockData(AdminNewsletterDocument, {
    variables: { id },
    data: {
      adminNewsletter: newsletter,
      recordVersions: versions,
      newsletterMailing: mailingId ? { __typename: 'NewsletterMailing', id: mailingId } : null,
    },
  });

/** The draft with one version, or (after someone else's save) two. */
export const oneMock = (theirs = false) =>
  theirs
    ? newsletterMock(springDraft.id, { ...springDraft, title: 'Their Title', version: 2 }, [
        version(2, 'office', 'Their Title', ['title']),
        version(1, 'admin', springDraft.title, ['title', 'summary']),
      ])
    : newsletterMock(springDraft.id, springDraft, [
        version(1, 'admin', springDraft.title, ['title', 'summary']),
      ]);

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

/** The draft's edit lock: ours, or held by `holder` since 13:55 in Alberta (19:55 UTC). */
export function editLock(holder: string | null): Answer<EditLockFieldsFragment> {
  return {
    __typename: 'EditLock',
    recordType: 'newsletter',
    recordId: springDraft.id,
    holder: holder ?? 'admin',
    since: '2026-11-25T20:55:00.000Z',
    mine: holder === null,
  };
}

/** The variables of the draft's edit lock. */
const draftLock = (variables: { recordType: string; recordId: string }) =>
  variables.recordType === 'newsletter' && variables.recordId === springDraft.id;

/**
 * Opening the draft: our lock (`holder` null) or someone else's; `takeOver` when taking it.
 * `onAnswer` runs when the answer is sent, for a test that must wait until the lock is known. (A
 * test that only needs the lock to be its own uses ownLockMocks, test/editLock.ts.)
 */
export const acquireLockMock = (holder: string | null, takeOver = false, onAnswer = () => {}) =>
  mockData(AcquireEditLockDocument, {
    variables: (variables) => draftLock(variables) && Boolean(variables.takeOver) === takeOver,
    data: () => {
      onAnswer();
      return {
        acquireEditLock: {
          __typename: 'AcquireEditLockPayload' as const,
          lock: editLock(holder),
          userErrors: [],
        },
      };
    },
  });

/** A heartbeat: our lock still, or `holder`'s after they took over at 14:10 in Alberta. */
export const heartbeatLockMock = (holder: string | null) =>
  mockData(HeartbeatEditLockDocument, {
    variables: draftLock,
    data: {
      heartbeatEditLock: {
        __typename: 'HeartbeatEditLockPayload',
        lock: holder ? { ...editLock(holder), since: '2026-11-25T21:10:00.000Z' } : editLock(null),
        userErrors: [],
      },
    },
  });

/** Leaving the draft lets go of our lock. */
export const releaseLockMock = () =>
  mockData(ReleaseEditLockDocument, {
    variables: draftLock,
    data: {
      releaseEditLock: { __typename: 'ReleaseEditLockPayload', released: true, userErrors: [] },
    },
  });
