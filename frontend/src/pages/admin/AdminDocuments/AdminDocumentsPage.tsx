import { AppLink, Typography } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminDeleteDocumentDocument,
  AdminDocumentsDocument,
  AdminMoveDocumentDocument,
  type AdminDocumentFieldsFragment,
  type AdminDocumentsQuery,
  type DocumentKind,
} from '../../../graphql/generated/admin/graphql';
import { answerOf, op } from '../../../features/admin/records/operations';
import {
  choiceFilter,
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';

type Doc = AdminDocumentFieldsFragment;

/** The tabs of /documentation the office edits here, as the page names them. */
export type EditedKind = Exclude<DocumentKind, 'SAFETY_DATA_SHEET'>;
export const DOCUMENT_KIND_LABELS: Record<EditedKind, string> = {
  CERTIFICATE: 'Certifications',
  FIELD_TRIAL: 'Field Trials',
};

/** The editor of one document: /admin/documents/{id}, or /admin/documents/new. */
export const documentEditPath = (id: string | 'new') => `${ADMIN_SECTIONS.documents.path}/${id}`;

/** The question before a document is deleted: its PDF goes with it. */
export const documentDeleteQuestion = (doc: Pick<Doc, 'title' | 'fileUrl'>) => ({
  name: doc.title,
  title: `Delete ${doc.title}?`,
  consequences: [
    'its place on the documentation page, at once',
    ...(doc.fileUrl ? ['its PDF'] : []),
  ],
  note: 'Its versions stay in the history.',
});

const DOCUMENTS: ListConfig<Doc, AdminDocumentsQuery, EditedKind> = {
  title: 'Documents',
  description: 'Edit and order the certificates and field trials of the documentation page.',
  create: { label: 'New Document', path: documentEditPath('new') },
  intro: (
    <Typography.Paragraph className="admin-note">
      Safety data sheets are edited with their product, under{' '}
      <AppLink to={ADMIN_SECTIONS.products.path}>Products</AppLink>.
    </Typography.Paragraph>
  ),
  filter: choiceFilter('Tab', DOCUMENT_KIND_LABELS, 'CERTIFICATE', 'kind'),
  search: { label: 'Search the documents', placeholder: 'Search titles and descriptions' },
  noun: 'documents',
  loading: 'Loading the documents...',
  failure: 'Failed to load the documents',
  empty: { title: 'No documents in this tab yet', description: 'Add the first document.' },
  emptySearch: { title: 'No document matches', description: 'Try other words.' },
  query: { document: AdminDocumentsDocument, connection: (data) => data.adminDocuments },
  name: (row) => row.title,
  columns: [
    {
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, row) => <AppLink to={documentEditPath(row.id)}>{title}</AppLink>,
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
  ],
  move: {
    ...op(AdminMoveDocumentDocument, (data) => answerOf(data.moveDocument, 'document')),
    position: (row) => row.sortOrder + 1,
    moved: (row, position) => `${row.title} is now number ${position} of its tab.`,
    notMoved: 'The document was not moved.',
  },
  remove: {
    ...op(AdminDeleteDocumentDocument, (data) => data.deleteDocument),
    label: (row) => `Delete ${row.title}`,
    question: documentDeleteQuestion,
    deleted: (row) => `${row.title} was deleted.`,
  },
};

/**
 * /admin/documents: one tab of /documentation (certificates or field trials) in the order the page
 * shows it, searched on the server, a page at a time; each document can be moved up or down,
 * edited or deleted. Safety data sheets are edited with their product.
 */
export const AdminDocumentsPage = () => <RecordListScreen config={DOCUMENTS} />;
