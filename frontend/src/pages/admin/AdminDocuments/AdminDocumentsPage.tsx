import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, LinkButton, Typography } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import { useAdminSession } from '../../../features/admin';
import {
  AdminDeleteDocumentDocument,
  AdminDocumentsDocument,
  AdminMoveDocumentDocument,
  type AdminDocumentFieldsFragment,
  type DocumentKind,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { RecordTable } from 'ui-kit/admin';
import { nextPage, recordPage } from '../../../features/admin/records/recordPage';
import { MoveButtons } from 'ui-kit/admin';
import { useListAction } from '../../../features/admin/records/useListAction';
import { confirmDocumentDelete } from './confirmDocumentDelete';

const PAGE_SIZE = 25;

type Doc = AdminDocumentFieldsFragment;

/** The tabs of /documentation the office edits here, as the page names them. */
export type EditedKind = Exclude<DocumentKind, 'SAFETY_DATA_SHEET'>;
export const DOCUMENT_KIND_LABELS: Record<EditedKind, string> = {
  CERTIFICATE: 'Certifications',
  FIELD_TRIAL: 'Field Trials',
};

/** The editor of one document: /admin/documents/{id}, or /admin/documents/new. */
export const documentEditPath = (id: string | 'new') => `${ADMIN_SECTIONS.documents.path}/${id}`;

/**
 * /admin/documents: one tab of /documentation (certificates or field trials) in the order the page
 * shows it, searched on the server, a page at a time; each document can be moved up or down,
 * edited or deleted. Safety data sheets are edited with their product.
 */
export function AdminDocumentsPage() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [kind, setKind] = useState<EditedKind>('CERTIFICATE');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminDocumentsDocument, {
    variables: { kind, first: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [move, moving] = useMutation(AdminMoveDocumentDocument);
  const [remove] = useMutation(AdminDeleteDocumentDocument);
  const act = useListAction(refetch);
  const connection = data?.adminDocuments;

  const moveTo = (row: Doc, position: number) => {
    if (moving.loading) return;
    void act(
      async () => {
        const payload = (await move({ variables: { id: row.id, position } })).data?.moveDocument;
        return { done: Boolean(payload?.document), userErrors: payload?.userErrors };
      },
      {
        success: ['Moved', `${row.title} is now number ${position} of its tab.`],
        failure: ['Not moved', 'The document was not moved.'],
      },
    );
  };

  const confirmDelete = (row: Doc) =>
    confirmDocumentDelete(row, () =>
      act(
        async () => {
          const payload = (await remove({ variables: { id: row.id } })).data?.deleteDocument;
          return { done: Boolean(payload?.deletedId), userErrors: payload?.userErrors };
        },
        {
          success: ['Deleted', `${row.title} was deleted.`],
          failure: ['Not deleted', 'Nothing was deleted.'],
        },
      ),
    );

  return (
    <>
      <PageMeta
        title="Documents"
        description="Edit and order the certificates and field trials of the documentation page."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Documents</Typography.Title>
        <LinkButton to={documentEditPath('new')} variant="primary">
          New Document
        </LinkButton>
        <MobileSignOut onClick={session.signOut} />
      </div>
      <Typography.Paragraph className="admin-note">
        Safety data sheets are edited with their product, under{' '}
        <AppLink to={ADMIN_SECTIONS.products.path}>Products</AppLink>.
      </Typography.Paragraph>
      <div className="admin-filters" role="search">
        <Segmented<EditedKind>
          aria-label="Tab"
          value={kind}
          onChange={setKind}
          options={(Object.keys(DOCUMENT_KIND_LABELS) as EditedKind[]).map((value) => ({
            value,
            label: DOCUMENT_KIND_LABELS[value],
          }))}
        />
        <Input.Search
          aria-label="Search the documents"
          placeholder="Search titles and descriptions"
          allowClear
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <RecordTable<Doc>
        label="Documents"
        noun="documents"
        page={recordPage(connection)}
        loading={loading}
        error={error}
        loadingLabel="Loading the documents..."
        empty={
          search
            ? { title: 'No document matches', description: 'Try other words.' }
            : { title: 'No documents in this tab yet', description: 'Add the first document.' }
        }
        failure="Failed to load the documents"
        onRetry={() => void refetch()}
        onLoadMore={() => fetchMore(nextPage(connection))}
        columns={[
          {
            title: 'Place',
            dataIndex: 'sortOrder',
            render: (sortOrder: number, row) => (
              <MoveButtons
                position={sortOrder + 1}
                // With a search the server refuses a place past the end (a toast says so).
                last={!search && sortOrder + 1 >= (connection?.totalCount ?? 0)}
                name={row.title}
                onMove={(position) => moveTo(row, position)}
              />
            ),
          },
          {
            title: 'Title',
            dataIndex: 'title',
            render: (title: string, row) => (
              <AppLink to={documentEditPath(row.id)}>{title}</AppLink>
            ),
          },
          {
            title: 'PDF',
            dataIndex: 'fileUrl',
            render: (fileUrl: string, row) =>
              fileUrl ? (
                <a href={fileUrl} target="_blank" rel="noreferrer">
                  Open the PDF of {row.title}
                </a>
              ) : (
                'No PDF yet: not on the page'
              ),
          },
          {
            title: 'Delete',
            render: (_, row) => (
              <Button
                danger
                size="small"
                aria-label={`Delete ${row.title}`}
                onClick={() => confirmDelete(row)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
