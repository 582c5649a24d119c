import { AppLink, Typography } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  DocumentListDocuments,
  type AdminDocumentFieldsFragment,
  type DocumentKind,
} from '../../../graphql/generated/admin-documents/graphql';
import {
  choiceFilter,
  deleteQuestion,
  recordList,
  RecordListScreen,
} from '../../../features/admin/records';

type Doc = AdminDocumentFieldsFragment;

/** The tabs of /documentation the office edits here, as the page names them. */
export type EditedKind = Exclude<DocumentKind, 'SAFETY_DATA_SHEET'>;
export const DOCUMENT_KIND_LABELS: Record<EditedKind, string> = {
  CERTIFICATE: 'Certifications',
  FIELD_TRIAL: 'Field Trials',
};

/** The question before a document is deleted: its PDF goes with it. */
export const documentDeleteQuestion = (doc: Pick<Doc, 'title' | 'fileUrl'>) =>
  deleteQuestion(doc.title, [
    'its place on the documentation page, at once',
    ...(doc.fileUrl ? ['its PDF'] : []),
  ]);

const DOCUMENTS = recordList(ADMIN_SECTIONS.documents, {
  empty: { title: 'No documents in this tab yet', description: 'Add the first document.' },
  description: 'Edit and order the certificates and field trials of the documentation page.',
  intro: (
    <Typography.Paragraph className="admin-note">
      Safety data sheets are edited with their product, under{' '}
      <AppLink to={ADMIN_SECTIONS.products.path}>Products</AppLink>.
    </Typography.Paragraph>
  ),
  filter: choiceFilter('Tab', DOCUMENT_KIND_LABELS, 'CERTIFICATE', 'kind'),
  search: 'Search titles and descriptions',
  documents: DocumentListDocuments,
  columns: ({ link }) => [
    link('Title', 'title'),
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
  move: { moved: 'of its tab' },
  remove: { question: documentDeleteQuestion },
});

/**
 * /admin/documents: one tab of /documentation (certificates or field trials) in the order the page
 * shows it, searched on the server, a page at a time; each document can be moved up or down,
 * edited or deleted. Safety data sheets are edited with their product.
 */
export const AdminDocumentsPage = () => <RecordListScreen config={DOCUMENTS} />;
