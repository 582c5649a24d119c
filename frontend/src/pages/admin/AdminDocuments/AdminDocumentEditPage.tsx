import { useState } from 'react';
import { AppLink, Typography, useToast } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  DocumentRecordDocuments,
  type AdminDocumentFieldsFragment,
  type DocumentInput,
} from '../../../graphql/generated/admin-documents/graphql';
import { PdfInput } from '../../../features/admin/PdfInput';
import { labelledValues } from '../../../app/labels';
import {
  emptyForm,
  formOf,
  recordEditor,
  RecordEditorScreen,
  useSideChange,
  type DraftOf,
  type EditorContext,
  type EditorExtras,
} from '../../../features/admin/records';
import {
  DOCUMENT_KIND_LABELS,
  documentDeleteQuestion,
  type EditedKind,
} from './AdminDocumentsPage';
import { uploadDocumentPdf } from './documentPdf';

type Doc = AdminDocumentFieldsFragment;

/** What the form holds: a tab the office edits here, and empty dates until saved. */
type DocumentDraft = DraftOf<
  DocumentInput,
  { kind: EditedKind; validUntil: string; updatedOn: string }
>;

/**
 * The document's PDF, beside its fields: a new document's chosen PDF is uploaded right after it is
 * created; an existing one's is replaced as soon as a file is chosen.
 */
function useDocumentPdf(
  context: EditorContext<Doc, DocumentDraft>,
): EditorExtras<Doc, DocumentInput> {
  const { record, version, reload, feedback } = context;
  const toast = useToast();
  const [fileUrl, setFileUrl] = useState(record?.fileUrl ?? '');
  const [pendingFile, setPendingFile] = useState<File | undefined>();
  const { busy: uploading, send } = useSideChange(context);

  /** Uploads `file` as the PDF of `doc` at `from`; false (with a toast) when refused. */
  const upload = (doc: Doc, from: number, file: File): Promise<boolean> =>
    send(
      () => uploadDocumentPdf(doc.id, from, file),
      (answer) => setFileUrl(answer.fileUrl),
      // "The file is not a PDF", "The PDF is larger than 10 MB", a conflict; a refused token
      // ends the session.
      feedback.failed,
    );

  const replacePdf = async (file: File) => {
    if (!record) {
      setPendingFile(file);
      return;
    }
    if (await upload(record, version, file)) {
      toast.success('Saved', 'The new PDF is on the documentation page.');
      reload();
    }
  };

  return {
    busy: uploading,
    created: async (created) =>
      pendingFile && (await upload(created, created.version, pendingFile))
        ? `${created.title} was added to the documentation page.`
        : `${created.title} was saved. Upload its PDF to show it on the documentation page.`,
    children: (
      <fieldset className="document-editor__pdf" disabled={uploading}>
        <legend>PDF</legend>
        {fileUrl ? (
          <p>
            <a href={fileUrl} target="_blank" rel="noreferrer">
              Open the current PDF
            </a>
          </p>
        ) : (
          <p>
            {pendingFile
              ? `${pendingFile.name} is uploaded when you save.`
              : 'No PDF yet: the documentation page lists the document once it has one.'}
          </p>
        )}
        <label htmlFor="document-pdf">
          {fileUrl ? 'Replace the PDF' : record ? 'Upload the PDF' : 'Choose the PDF'}
        </label>{' '}
        <PdfInput id="document-pdf" onFile={(file) => void replacePdf(file)} />
      </fieldset>
    ),
  };
}

const DOCUMENT = recordEditor(ADMIN_SECTIONS.documents, {
  documents: DocumentRecordDocuments,
  labels: {
    kind: 'Tab',
    title: 'Title',
    description: 'Description',
    validUntil: 'Valid until',
    updatedOn: 'Updated on',
    fileUrl: 'PDF',
  },
  fields: [
    {
      name: 'kind',
      kind: 'select',
      required: true,
      hint: 'Where the documentation page lists it.',
      options: labelledValues(DOCUMENT_KIND_LABELS),
    },
    { name: 'title', required: true },
    {
      name: 'description',
      kind: 'textarea',
      rows: 3,
      required: true,
      hint: 'What the document contains, in one sentence.',
    },
    {
      name: 'validUntil',
      id: 'document-valid-until',
      kind: 'date',
      hint: 'Optional: the last day a certificate is valid.',
    },
    {
      name: 'updatedOn',
      id: 'document-updated-on',
      kind: 'date',
      hint: 'Optional: the day the document was last updated.',
    },
  ],
  empty: emptyForm<DocumentDraft>({
    kind: 'CERTIFICATE',
    title: '',
    description: '',
    validUntil: '',
    updatedOn: '',
  }),
  draftOf: (doc, empty) =>
    formOf(
      {
        ...doc,
        kind: doc.kind === 'FIELD_TRIAL' ? 'FIELD_TRIAL' : 'CERTIFICATE',
        validUntil: doc.validUntil ?? '',
        updatedOn: doc.updatedOn ?? '',
      },
      empty,
    ),
  inputOf: (draft) => ({
    ...draft,
    validUntil: draft.validUntil || null,
    updatedOn: draft.updatedOn || null,
  }),
  elsewhere: (doc) =>
    doc.kind === 'SAFETY_DATA_SHEET' ? (
      <Typography.Paragraph className="admin-note">
        This is a safety data sheet: edit it with its product, under{' '}
        <AppLink to={ADMIN_SECTIONS.products.path}>Products</AppLink>.
      </Typography.Paragraph>
    ) : undefined,
  useExtras: useDocumentPdf,
  name: (doc) => doc.title,
  remove: { question: documentDeleteQuestion },
});

/**
 * /admin/documents/{id} and /admin/documents/new: the editor of one certificate or field trial,
 * with its PDF. A safety data sheet is edited with its product.
 */
export const AdminDocumentEditPage = () => <RecordEditorScreen config={DOCUMENT} />;
