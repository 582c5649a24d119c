import { gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import type { UserErrorFieldsFragment } from '../../../graphql/generated/admin/graphql';
import { mockData } from '../../../test/mocks';
import { ownLockMocks } from '../../../pages/admin/test/editLock';
import { renderAdminPage } from '../../../pages/admin/test/renderAdmin';
import { ADMIN_PATH } from '../../../app/site-routes';
import { sectionRoutes } from '../../../routes/adminRoutes';
import { ADMIN_TYPE_POLICIES, adminTypePolicies } from '../adminCache';
import { ADMIN_SECTIONS, records } from '../sections';
import {
  deleteQuestion,
  emptyForm,
  recordEditor,
  RecordEditorScreen,
  recordList,
  RecordListScreen,
} from '.';

/*
 * Adding a content type to the admin is a declaration: the worked example of
 * docs/content-types.md ("The admin screens"). The fixture type is the backend's notices
 * (backend/src/test/fixture-content-type/): short messages in an order. Its GraphQL documents are
 * written here as a real type's are in its .graphql files (codegen types them), with the two
 * objects codegen gathers them in (`NoticeListDocuments`, `NoticeRecordDocuments`); its list and
 * its editor are nothing but the two declarations below (`recordList`, `recordEditor`), with the
 * kit's screens, and its section is the one `records(...)` entry a real type adds to
 * ADMIN_SECTIONS: the routes, the list's title, New button and words and the editor's words and
 * addresses follow from it.
 */

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;

/**
 * Apollo's mock link only warns of a request no mock answers (an edit lock, say): here that is a
 * failure. Call the answer after unmounting, so what the screens send on leaving is counted.
 */
function watchUnansweredRequests() {
  const warn = vi.spyOn(console, 'warn');
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const unanswered = warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.startsWith('No more mocked responses'));
    expect(unanswered).toEqual([]);
  };
}

type Notice = {
  __typename: 'Notice';
  id: string;
  title: string;
  body: string;
  sortOrder: number;
  version: number;
};
type NoticeInput = {
  title: string;
  body: string;
};
type Errors = UserErrorFieldsFragment[];
type NoticePayload = {
  notice: Notice | null;
  userErrors: Errors;
};

const FIELDS = 'id title body sortOrder version';
const ERRORS = 'userErrors { field message code }';

type NoticesQuery = {
  adminNotices: {
    edges: { node: Notice }[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};
type NoticeQuery = {
  adminNotice: Notice | null;
  recordVersions: [];
};

const NoticesDocument: TypedDocumentNode<
  NoticesQuery,
  { first?: number | null; search?: string | null; after?: string | null }
> = gql(`query AdminNotices($first: Int, $after: String, $search: String) {
  adminNotices(first: $first, after: $after, search: $search) {
    edges { node { ${FIELDS} } } totalCount pageInfo { hasNextPage endCursor }
  }
}`);
const NoticeDocument: TypedDocumentNode<NoticeQuery, { id: string }> =
  gql(`query AdminNotice($id: ID!) {
  adminNotice(id: $id) { ${FIELDS} }
  recordVersions(recordType: "notice", recordId: $id) { id version author createdAt changedFields values { name value } }
}`);
const CreateNoticeDocument: TypedDocumentNode<
  { createNotice: NoticePayload | null },
  { input: NoticeInput }
> = gql(`mutation AdminCreateNotice($input: NoticeInput!) {
  createNotice(input: $input) { notice { ${FIELDS} } ${ERRORS} }
}`);
const UpdateNoticeDocument: TypedDocumentNode<
  { updateNotice: NoticePayload | null },
  { id: string; expectedVersion: number; input: NoticeInput }
> = gql(`mutation AdminUpdateNotice($id: ID!, $expectedVersion: Int!, $input: NoticeInput!) {
  updateNotice(id: $id, expectedVersion: $expectedVersion, input: $input) { notice { ${FIELDS} } ${ERRORS} }
}`);
const RestoreNoticeDocument: TypedDocumentNode<
  { restoreNoticeVersion: NoticePayload | null },
  { id: string; expectedVersion: number; version: number }
> = gql(`mutation AdminRestoreNoticeVersion($id: ID!, $expectedVersion: Int!, $version: Int!) {
  restoreNoticeVersion(id: $id, expectedVersion: $expectedVersion, version: $version) { notice { ${FIELDS} } ${ERRORS} }
}`);
const MoveNoticeDocument: TypedDocumentNode<
  { moveNotice: NoticePayload | null },
  { id: string; position: number }
> = gql(`mutation AdminMoveNotice($id: ID!, $position: Int!) {
  moveNotice(id: $id, position: $position) { notice { ${FIELDS} } ${ERRORS} }
}`);
const DeleteNoticeDocument: TypedDocumentNode<
  { deleteNotice: { deletedId: string | null; userErrors: Errors } | null },
  { id: string }
> = gql(`mutation AdminDeleteNotice($id: ID!) {
  deleteNotice(id: $id) { deletedId ${ERRORS} }
}`);

/** The list and the editor, mounted from the section (NOTICES_SECTION, below). */
const NoticesPage = () => <RecordListScreen config={NOTICES} />;
const NoticeEditPage = () => <RecordEditorScreen config={NOTICE} />;

/** The section, as its entry in ADMIN_SECTIONS (features/admin/sections.tsx) would be. */
const NOTICES_SECTION = records(
  'notices',
  'Notices',
  'notice',
  <NoticesPage />,
  <NoticeEditPage />,
);

/** As scripts/codegen-record-documents.cjs gathers a type's documents for its list and its editor. */
const NoticeListDocuments = {
  query: NoticesDocument,
  move: MoveNoticeDocument,
  remove: DeleteNoticeDocument,
} as const;
const NoticeRecordDocuments = {
  load: NoticeDocument,
  create: CreateNoticeDocument,
  update: UpdateNoticeDocument,
  restore: RestoreNoticeDocument,
  remove: DeleteNoticeDocument,
  loadField: 'adminNotice',
  payloadField: 'notice',
} as const;

const noticeDeleteQuestion = (notice: Notice) =>
  deleteQuestion(notice.title, ['its place on the board']);

/** The list: its section's words, its documents and columns, its move and delete. */
const NOTICES = recordList(NOTICES_SECTION, {
  description: 'Edit and order the notices.',
  search: 'Search titles and texts',
  documents: NoticeListDocuments,
  columns: ({ link }) => [link('Title', 'title')],
  move: {},
  remove: { question: noticeDeleteQuestion },
});

/** The editor: its section's words and addresses, its documents, its fields and its form. */
const NOTICE = recordEditor(NOTICES_SECTION, {
  documents: NoticeRecordDocuments,
  labels: { title: 'Title', body: 'Text' },
  fields: [
    { name: 'title', required: true },
    { name: 'body', kind: 'textarea' },
  ],
  empty: emptyForm<NoticeInput>({ title: '', body: '' }),
  draftOf: ({ title, body }) => ({ title, body }),
  inputOf: (draft) => draft,
  name: (notice) => notice.title,
  remove: { question: noticeDeleteQuestion },
});

/** The admin area's routes of the notices' section alone, as adminRoutes.tsx makes every one's. */
const noticeRoutes = (
  <Routes>
    <Route path={ADMIN_PATH}>{sectionRoutes('notices', NOTICES_SECTION)}</Route>
  </Routes>
);

const frost: Notice = {
  __typename: 'Notice',
  id: '1',
  title: 'Frost tonight',
  body: 'Cover the seedlings.',
  sortOrder: 0,
  version: 1,
};
const auction: Notice = { ...frost, id: '2', title: 'Equipment auction', sortOrder: 1 };

const listMock = (rows: Notice[]) =>
  mockData(NoticesDocument, {
    variables: { first: 25, search: null },
    data: {
      adminNotices: {
        __typename: 'NoticeConnection',
        edges: rows.map((node) => ({ __typename: 'NoticeEdge', node })),
        totalCount: rows.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    } as never,
  });

describe('a content type added to the admin by declaration', () => {
  it('lists its records in order, moves one and deletes one after naming what goes with it', async () => {
    const allAnswered = watchUnansweredRequests();
    const { unmount } = renderAdminPage(noticeRoutes, {
      path: NOTICES_SECTION.path,
      mocks: [
        listMock([frost, auction]),
        mockData(MoveNoticeDocument, {
          variables: { id: '2', position: 1 },
          data: {
            moveNotice: {
              __typename: 'MoveNoticePayload',
              notice: { ...auction, sortOrder: 0 },
              userErrors: [],
            },
          } as never,
        }),
        listMock([
          { ...auction, sortOrder: 0 },
          { ...frost, sortOrder: 1 },
        ]),
        mockData(DeleteNoticeDocument, {
          variables: { id: '1' },
          data: {
            deleteNotice: { __typename: 'DeleteNoticePayload', deletedId: '1', userErrors: [] },
          } as never,
        }),
        listMock([{ ...auction, sortOrder: 0 }]),
      ],
    });
    expect(await screen.findByRole('heading', { ...hidden, name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { ...hidden, name: 'New Notice' })).toHaveAttribute(
      'href',
      '/admin/notices/new',
    );
    expect(await screen.findByRole('link', { ...hidden, name: frost.title })).toHaveAttribute(
      'href',
      '/admin/notices/1',
    );
    await userEvent.click(
      await screen.findByRole('button', { ...hidden, name: `Move up: ${auction.title}` }),
    );
    expect(
      await screen.findByText(`${auction.title} is now number 1 on the site.`),
    ).toBeInTheDocument();

    await userEvent.click(
      await screen.findByRole('button', { ...hidden, name: `Delete ${frost.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Delete ${frost.title}?` });
    expect(within(dialog).getByText('its place on the board')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${frost.title} was deleted.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { ...hidden, name: `Delete ${frost.title}` })).toBeNull(),
    );
    unmount();
    await allAnswered();
  });

  it('edits a record from its field declaration and saves it over the version it started from', async () => {
    const allAnswered = watchUnansweredRequests();
    const { unmount } = renderAdminPage(noticeRoutes, {
      path: NOTICES_SECTION.recordPath('1'),
      mocks: [
        ...ownLockMocks('notice', '1'),
        mockData(NoticeDocument, {
          variables: { id: '1' },
          data: { adminNotice: frost, recordVersions: [] } as never,
          maxUsageCount: 2,
        }),
        mockData(UpdateNoticeDocument, {
          variables: {
            id: '1',
            expectedVersion: 1,
            input: { title: 'Hard frost tonight', body: frost.body },
          },
          data: {
            updateNotice: {
              __typename: 'UpdateNoticePayload',
              notice: { ...frost, title: 'Hard frost tonight', version: 2 },
              userErrors: [],
            },
          } as never,
        }),
      ],
    });
    const title = await screen.findByLabelText('Title');
    expect(screen.getByRole('heading', { ...hidden, name: 'Edit Notice' })).toBeInTheDocument();
    expect(title).toHaveValue(frost.title);
    expect(screen.getByLabelText('Text')).toHaveValue(frost.body);
    await userEvent.clear(title);
    await userEvent.type(title, 'Hard frost tonight');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(await screen.findByText('Hard frost tonight was saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Hard frost tonight');
    unmount();
    await allAnswered();
  });
});

describe("a content type's section entry", () => {
  it('gives its admin list the cache policy that appends "Load more" to its own search', () => {
    // The records resource names the list `adminNotices`; nothing but the entry names it here.
    expect(NOTICES_SECTION.list).toEqual({ field: 'adminNotices', args: ['search'] });
    expect(Object.keys(ADMIN_TYPE_POLICIES.Query!.fields!)).not.toContain('adminNotices');
    const cache = new InMemoryCache({
      typePolicies: adminTypePolicies({ ...ADMIN_SECTIONS, notices: NOTICES_SECTION }),
    });
    const page = (rows: Notice[], after?: string) => ({
      adminNotices: {
        __typename: 'NoticeConnection',
        edges: rows.map((node) => ({ __typename: 'NoticeEdge', cursor: `c${node.id}`, node })),
        totalCount: 3,
        pageInfo: { __typename: 'PageInfo', hasNextPage: !after, endCursor: `c${rows[0]!.id}` },
      },
    });
    const write = (search: string | null, rows: Notice[], after?: string) =>
      cache.writeQuery({
        query: NoticesDocument,
        variables: { first: 1, search, ...(after ? { after } : {}) },
        data: page(rows, after) as never,
      });
    write(null, [frost]);
    write('auction', [auction]);
    write(null, [auction], 'c1');
    const titles = (search: string | null) =>
      cache
        .readQuery({ query: NoticesDocument, variables: { first: 1, search } })
        ?.adminNotices.edges.map(({ node }) => node.title);
    expect(titles(null)).toEqual([frost.title, auction.title]);
    expect(titles('auction')).toEqual([auction.title]);
  });
});
