import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppLink, Typography, useToast } from 'ui-kit';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { PageMeta } from '../../../app/meta';
import { ADMIN_SECTIONS } from '../../../app/site-routes';
import {
  AdminCreateDocumentDocument,
  AdminDeleteDocumentDocument,
  AdminDocumentDocument,
  AdminRestoreDocumentVersionDocument,
  AdminUpdateDocumentDocument,
  type AdminDocumentFieldsFragment,
  type RecordVersionFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { PdfInput } from '../../../features/admin/PdfInput';
import { RecordLoad } from '../../../features/admin/records/RecordLoad';
import { RecordVersions } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { DOCUMENT_KIND_LABELS, documentEditPath, type EditedKind } from './AdminDocumentsPage';
import { confirmDocumentDelete } from './confirmDocumentDelete';
import { uploadDocumentPdf } from './documentPdf';

type Doc = AdminDocumentFieldsFragment;

interface DocumentDraft {
  kind: EditedKind;
  title: string;
  description: string;
  validUntil: string;
  updatedOn: string;
}

const EMPTY: DocumentDraft = {
  kind: 'CERTIFICATE',
  title: '',
  description: '',
  validUntil: '',
  updatedOn: '',
};

const FIELD_LABELS = {
  kind: 'Tab',
  title: 'Title',
  description: 'Description',
  validUntil: 'Valid until',
  updatedOn: 'Updated on',
  fileUrl: 'PDF',
};

const draftOf = (doc: Doc): DocumentDraft => ({
  kind: doc.kind === 'FIELD_TRIAL' ? 'FIELD_TRIAL' : 'CERTIFICATE',
  title: doc.title,
  description: doc.description,
  validUntil: doc.validUntil ?? '',
  updatedOn: doc.updatedOn ?? '',
});

/** /admin/documents/{id} and /admin/documents/new: the editor of one document. */
export function AdminDocumentEditPage() {
  const { id = 'new' } = useParams();
  const query = useQuery(AdminDocumentDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new') {
    return <DocumentEditor key="new" doc={undefined} versions={[]} onSaved={() => {}} />;
  }
  return (
    <RecordLoad
      query={query}
      record={query.data?.adminDocument}
      noun="the document"
      missing="This document does not exist (it may have been deleted)."
    >
      {(doc) =>
        doc.kind === 'SAFETY_DATA_SHEET' ? (
          <Typography.Paragraph className="admin-note">
            This is a safety data sheet: edit it with its product, under{' '}
            <AppLink to={ADMIN_SECTIONS.products.path}>Products</AppLink>.
          </Typography.Paragraph>
        ) : (
          <DocumentEditor
            key={doc.id}
            doc={doc}
            versions={query.data?.recordVersions ?? []}
            onSaved={() => void query.refetch()}
          />
        )
      }
    </RecordLoad>
  );
}

interface DocumentEditorProps {
  doc: Doc | undefined;
  versions: readonly RecordVersionFieldsFragment[];
  onSaved: () => void;
}

/**
 * The form (tab, title, description, valid until, updated on) and the PDF, saving over the version
 * it started from, deleting after a confirmation, and the version history with restore. A new
 * document is saved first and its chosen PDF uploaded right after; an existing one's PDF is
 * replaced as soon as a file is chosen. The API's messages show under their fields; what is typed
 * stays on screen whatever the answer.
 */
function DocumentEditor({ doc, versions, onSaved }: DocumentEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<DocumentDraft>(() => (doc ? draftOf(doc) : EMPTY));
  const [version, setVersion] = useState(doc?.version ?? 0);
  // Others opening it see "being edited since"; saves stay guarded by the version check.
  const editLock = useEditLock('document', doc?.id);
  const [fileUrl, setFileUrl] = useState(doc?.fileUrl ?? '');
  const [pendingFile, setPendingFile] = useState<File | undefined>();
  const [uploading, setUploading] = useState(false);
  const { fieldErrors, conflict, status, failed, refused, accepted, dismissConflict } =
    useEditorFeedback('The document was not saved.', onSaved);
  const [create, creating] = useMutation(AdminCreateDocumentDocument);
  const [update, updating] = useMutation(AdminUpdateDocumentDocument);
  const [restore, restoring] = useMutation(AdminRestoreDocumentVersionDocument);
  const [remove] = useMutation(AdminDeleteDocumentDocument);

  const input = () => ({
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    validUntil: draft.validUntil || null,
    updatedOn: draft.updatedOn || null,
  });

  /** Uploads `file` as the PDF of document `id` at `from`; false (with a toast) when refused. */
  const upload = async (id: string, from: number, file: File): Promise<boolean> => {
    setUploading(true);
    try {
      const answer = await uploadDocumentPdf(id, from, file);
      setVersion(answer.version);
      setFileUrl(answer.fileUrl);
      return true;
    } catch (error) {
      // "The file is not a PDF", "The PDF is larger than 10 MB", a conflict; a refused token
      // ends the session.
      failed(error);
      return false;
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    try {
      if (!doc) {
        const payload = (await create({ variables: { input: input() } })).data?.createDocument;
        if (!payload?.document) return refused(payload?.userErrors ?? []);
        const created = payload.document;
        const withPdf = pendingFile
          ? await upload(created.id, created.version, pendingFile)
          : false;
        toast.success(
          'Saved',
          withPdf
            ? `${created.title} was added to the documentation page.`
            : `${created.title} was saved. Upload its PDF to show it on the documentation page.`,
        );
        await navigate(documentEditPath(created.id), { replace: true });
        return;
      }
      const payload = (
        await update({ variables: { id: doc.id, expectedVersion: version, input: input() } })
      ).data?.updateDocument;
      if (!payload?.document) return refused(payload?.userErrors ?? []);
      accepted();
      setVersion(payload.document.version);
      toast.success('Saved', `${payload.document.title} was saved.`);
      onSaved();
    } catch (error) {
      failed(error);
    }
  };

  const replacePdf = async (file: File) => {
    if (!doc) {
      setPendingFile(file);
      return;
    }
    if (await upload(doc.id, version, file)) {
      toast.success('Saved', 'The new PDF is on the documentation page.');
      onSaved();
    }
  };

  const doRestore = async (number: number) => {
    if (!doc) return;
    try {
      const payload = (
        await restore({ variables: { id: doc.id, expectedVersion: version, version: number } })
      ).data?.restoreDocumentVersion;
      if (!payload?.document) return refused(payload?.userErrors ?? []);
      accepted();
      setVersion(payload.document.version);
      setDraft(draftOf(payload.document));
      toast.success('Restored', `Version ${number} was restored as a new version.`);
      onSaved();
    } catch (error) {
      failed(error);
    }
  };

  const confirmDelete = () => {
    if (!doc) return;
    confirmDocumentDelete(doc, async () => {
      try {
        const payload = (await remove({ variables: { id: doc.id } })).data?.deleteDocument;
        if (!payload?.deletedId) return refused(payload?.userErrors ?? []);
        toast.success('Deleted', `${doc.title} was deleted.`);
        await navigate(ADMIN_SECTIONS.documents.path);
      } catch (error) {
        failed(error);
      }
    });
  };

  const set = (key: Exclude<keyof DocumentDraft, 'kind'>) => (value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  return (
    <>
      <PageMeta
        title={doc ? `Edit: ${doc.title}` : 'New Document'}
        description="Document editor."
        path={documentEditPath(doc?.id ?? 'new')}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>{doc ? 'Edit Document' : 'New Document'}</Typography.Title>
      </div>
      <EditLockAlert status={editLock} />
      <ConflictAlert
        message={conflict}
        versions={versions}
        version={version}
        labels={FIELD_LABELS}
        onSaveOver={(newest) => {
          setVersion(newest);
          dismissConflict();
        }}
      />
      <Form layout="vertical" onFinish={() => void save()} className="admin-record-form">
        <Form.Item
          label="Tab"
          htmlFor="document-kind"
          required
          validateStatus={status('kind')}
          help={fieldErrors.kind ?? 'Where the documentation page lists it.'}
        >
          <Select<EditedKind>
            id="document-kind"
            value={draft.kind}
            onChange={(value) => setDraft((previous) => ({ ...previous, kind: value }))}
            options={(Object.keys(DOCUMENT_KIND_LABELS) as EditedKind[]).map((value) => ({
              value,
              label: DOCUMENT_KIND_LABELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item
          label="Title"
          htmlFor="document-title"
          required
          validateStatus={status('title')}
          help={fieldErrors.title}
        >
          <Input
            id="document-title"
            value={draft.title}
            onChange={(e) => set('title')(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Description"
          htmlFor="document-description"
          required
          validateStatus={status('description')}
          help={fieldErrors.description ?? 'What the document contains, in one sentence.'}
        >
          <Input.TextArea
            id="document-description"
            rows={3}
            value={draft.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Valid until"
          htmlFor="document-valid-until"
          validateStatus={status('validUntil')}
          help={fieldErrors.validUntil ?? 'Optional: the last day a certificate is valid.'}
        >
          <Input
            id="document-valid-until"
            type="date"
            value={draft.validUntil}
            onChange={(e) => set('validUntil')(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Updated on"
          htmlFor="document-updated-on"
          validateStatus={status('updatedOn')}
          help={fieldErrors.updatedOn ?? 'Optional: the day the document was last updated.'}
        >
          <Input
            id="document-updated-on"
            type="date"
            value={draft.updatedOn}
            onChange={(e) => set('updatedOn')(e.target.value)}
          />
        </Form.Item>
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
            {fileUrl ? 'Replace the PDF' : doc ? 'Upload the PDF' : 'Choose the PDF'}
          </label>{' '}
          <PdfInput id="document-pdf" onFile={(file) => void replacePdf(file)} />
        </fieldset>
        <div className="newsletter-editor__actions">
          <Button
            type="primary"
            htmlType="submit"
            loading={creating.loading || updating.loading || uploading}
          >
            Save
          </Button>
          {doc ? (
            <Button danger onClick={confirmDelete}>
              Delete
            </Button>
          ) : null}
        </div>
      </Form>
      {doc ? (
        <RecordVersions
          versions={versions}
          current={version}
          labels={FIELD_LABELS}
          onRestore={(number) => void doRestore(number)}
          restoring={restoring.loading}
        />
      ) : null}
    </>
  );
}
