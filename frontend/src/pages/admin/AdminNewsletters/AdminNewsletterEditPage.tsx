import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  BrandTag,
  DataState,
  ErrorState,
  errorMessage,
  LinkButton,
  LoadingState,
  Typography,
  useToast,
} from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { EditLockAlert, useEditLock } from '../../../features/admin/editLock';
import { recordState } from '../../../graphql/notFound';
import {
  AdminCreateNewsletterDocument,
  AdminDeleteNewsletterDocument,
  AdminNewsletterDocument,
  AdminNewsletterPublishChecksDocument,
  AdminPublishNewsletterDocument,
  AdminRestoreNewsletterVersionDocument,
  AdminUnpublishNewsletterDocument,
  AdminUpdateNewsletterDocument,
  type AdminNewsletterFieldsFragment,
  type AdminNewsletterQuery,
} from '../../../graphql/generated/admin/graphql';
import { changePdf } from './newsletterPdf';
import {
  NEWSLETTER_STATE_LABELS,
  newsletterEditPath,
  newsletterSendPath,
} from './newsletterStates';
import {
  edmontonDateTime,
  fromEdmontonLocal,
  toEdmontonLocal,
} from '../../../features/admin/dates';
import { NewsletterPreview } from './NewsletterPreview';
import { NEWSLETTER_FIELD_LABELS, NewsletterVersions } from './NewsletterVersions';
import { restoredMessage } from '../../../features/admin/records/RecordVersions';
import {
  ConflictAlert,
  useEditorFeedback,
} from '../../../features/admin/records/useEditorFeedback';
import { lazyComponent } from '../../../app/lazyComponent';

// Loaded when a dialog first opens (see PublishDialog.tsx).
const PublishDialog = lazyComponent('src/pages/admin/AdminNewsletters/PublishDialog.tsx', () =>
  import('./PublishDialog').then((m) => ({ default: m.PublishDialog })),
);
const ConfirmDeleteDialog = lazyComponent(
  'src/pages/admin/AdminNewsletters/PublishDialog.tsx',
  () => import('./PublishDialog').then((m) => ({ default: m.ConfirmDeleteDialog })),
);

/** What the form holds: the editor's fields, the date as a datetime-local value (Alberta). */
export interface NewsletterDraft {
  title: string;
  date: string;
  summary: string;
  content: string;
  imageUrl: string;
}

const EMPTY: NewsletterDraft = { title: '', date: '', summary: '', content: '', imageUrl: '' };

/** Where a draft being typed is kept, so a closed tab loses nothing (per record). */
export const autosaveKey = (id: string) => `newsletter-draft:${id}`;

function draftOf(newsletter: AdminNewsletterFieldsFragment): NewsletterDraft {
  return {
    title: newsletter.title,
    date: toEdmontonLocal(newsletter.date),
    summary: newsletter.summary,
    content: newsletter.content,
    imageUrl: newsletter.imageUrl,
  };
}

function readAutosave(id: string): NewsletterDraft | undefined {
  try {
    const raw = localStorage.getItem(autosaveKey(id));
    return raw ? ({ ...EMPTY, ...JSON.parse(raw) } as NewsletterDraft) : undefined;
  } catch {
    return undefined;
  }
}

const sameDraft = (a: NewsletterDraft, b: NewsletterDraft) =>
  (Object.keys(EMPTY) as (keyof NewsletterDraft)[]).every((key) => a[key] === b[key]);

/**
 * /admin/newsletters/{id} and /admin/newsletters/new: the editor. A new one starts empty; an
 * existing one loads with its versions. See NewsletterEditor for what it does.
 */
export function AdminNewsletterEditPage() {
  const { id = 'new' } = useParams();
  const query = useQuery(AdminNewsletterDocument, {
    variables: { id },
    skip: id === 'new',
    fetchPolicy: 'network-only',
  });
  if (id === 'new')
    return (
      <NewsletterEditor key="new" newsletter={undefined} versions={[]} onSaved={() => undefined} />
    );
  return (
    <DataState
      // NOT_FOUND (deleted meanwhile) is the empty branch.
      state={recordState(
        // A refetch (after a save or a conflict) keeps the editor and what is typed on screen.
        { loading: query.loading && !query.data, error: query.error },
        query.data?.adminNewsletter,
      )}
      loading={<LoadingState label="Loading newsletter..." />}
      empty={<ErrorState message="This newsletter does not exist (it may have been deleted)." />}
      failure={(error) => (
        <ErrorState
          message={`Failed to load the newsletter: ${errorMessage(error)}`}
          onRetry={() => void query.refetch()}
        />
      )}
      success={(newsletter) => (
        <NewsletterEditor
          key={newsletter.id}
          newsletter={newsletter}
          versions={query.data?.recordVersions ?? []}
          onSaved={() => void query.refetch()}
        />
      )}
    />
  );
}

interface NewsletterEditorProps {
  newsletter: AdminNewsletterFieldsFragment | undefined;
  versions: AdminNewsletterQuery['recordVersions'];
  onSaved: () => void;
}

/**
 * The form (title, publication date in Alberta's time, summary, body, cover from the image
 * manager), the PDF edition, the live preview, publishing with its checklist, unpublishing,
 * deleting, the version history, the conflict warning and who else has it open (its edit lock).
 * What is typed is kept in this browser's storage until it is saved, and leaving with unsaved
 * changes asks first.
 */
function NewsletterEditor({ newsletter, versions, onSaved }: NewsletterEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const recordKey = newsletter?.id ?? 'new';
  const stored = useMemo(() => (newsletter ? draftOf(newsletter) : EMPTY), [newsletter]);
  const [draft, setDraft] = useState<NewsletterDraft>(() => readAutosave(recordKey) ?? stored);
  const [restoredFromStorage] = useState(
    () => readAutosave(recordKey) !== undefined && !sameDraft(readAutosave(recordKey)!, stored),
  );
  const [version, setVersion] = useState(newsletter?.version ?? 0);
  const [pdfUrl, setPdfUrl] = useState(newsletter?.pdfUrl ?? '');
  // A conflict reads their version, so "Save over theirs next" knows which one it overwrites.
  const { fieldErrors, conflict, status, submit, fieldError, dismissConflict } = useEditorFeedback(
    'The newsletter was not saved.',
    onSaved,
  );
  const [publishOpen, setPublishOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const editLock = useEditLock('newsletter', newsletter?.id);
  const dirty = !sameDraft(draft, stored);

  const checks = useQuery(AdminNewsletterPublishChecksDocument, {
    variables: { id: recordKey },
    skip: !publishOpen || !newsletter,
    fetchPolicy: 'network-only',
  });
  const [create, creating] = useMutation(AdminCreateNewsletterDocument);
  const [update, updating] = useMutation(AdminUpdateNewsletterDocument);
  const [publish, publishing] = useMutation(AdminPublishNewsletterDocument);
  const [unpublish, unpublishing] = useMutation(AdminUnpublishNewsletterDocument);
  const [restore, restoring] = useMutation(AdminRestoreNewsletterVersionDocument);
  const [remove, removing] = useMutation(AdminDeleteNewsletterDocument);

  // Autosave: what is typed survives a closed tab or a crash, until it is saved.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (dirty) localStorage.setItem(autosaveKey(recordKey), JSON.stringify(draft));
      else localStorage.removeItem(autosaveKey(recordKey));
    }, 400);
    return () => clearTimeout(timer);
  }, [draft, dirty, recordKey]);

  // Closing or reloading the tab with unsaved changes asks first. Links inside the admin (a
  // BrowserRouter, so no navigation blocker) leave freely: the autosave brings the changes back.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const saved = (result: AdminNewsletterFieldsFragment, title: string, message: string) => {
    localStorage.removeItem(autosaveKey(recordKey));
    setVersion(result.version);
    toast.success(title, message);
  };

  const input = () => ({
    title: draft.title,
    date: fromEdmontonLocal(draft.date) ?? '',
    summary: draft.summary,
    content: draft.content,
    imageUrl: draft.imageUrl || null,
  });

  const save = async () => {
    if (!fromEdmontonLocal(draft.date)) {
      fieldError('date', 'Publication date is required');
      return;
    }
    if (!newsletter) {
      const created = await submit(
        async () => (await create({ variables: { input: input() } })).data?.createNewsletter,
        (payload) => payload.newsletter,
      );
      if (!created) return;
      localStorage.removeItem(autosaveKey('new'));
      setDraft(EMPTY);
      toast.success('Draft saved', `"${created.title}" was created as a draft.`);
      // Replace: "back" should not return to an empty new form.
      await navigate(newsletterEditPath(created.id), { replace: true });
      return;
    }
    const variables = { id: newsletter.id, expectedVersion: version, input: input() };
    const result = await submit(
      async () => (await update({ variables })).data?.updateNewsletter,
      (payload) => payload.newsletter,
    );
    if (!result) return;
    saved(result, 'Saved', `"${result.title}" was saved.`);
    onSaved();
  };

  const doPublish = async (at: string, anyway: boolean) => {
    if (!newsletter) return;
    const variables = {
      id: newsletter.id,
      expectedVersion: version,
      at: at ? fromEdmontonLocal(at) : null,
      publishAnyway: anyway,
    };
    const payload = await submit(
      async () => (await publish({ variables })).data?.publishNewsletter,
      (answer) => (answer.newsletter ? answer : null),
    );
    if (!payload?.newsletter) return;
    setPublishOpen(false);
    const when = edmontonDateTime(payload.newsletter.date);
    saved(
      payload.newsletter,
      payload.publishedNow ? 'Published' : 'Scheduled',
      payload.publishedNow
        ? at
          ? 'That time has passed: the newsletter was published now.'
          : 'The newsletter is on the site.'
        : `The newsletter will appear on ${when} (Alberta time).`,
    );
    onSaved();
  };

  const doUnpublish = async () => {
    if (!newsletter) return;
    const variables = { id: newsletter.id, expectedVersion: version };
    const result = await submit(
      async () => (await unpublish({ variables })).data?.unpublishNewsletter,
      (payload) => payload.newsletter,
    );
    if (!result) return;
    saved(result, 'Unpublished', 'The newsletter is a draft again.');
    onSaved();
  };

  const doRestore = async (number: number) => {
    if (!newsletter) return;
    const variables = { id: newsletter.id, expectedVersion: version, version: number };
    const result = await submit(
      async () => (await restore({ variables })).data?.restoreNewsletterVersion,
      (payload) => payload.newsletter,
    );
    if (!result) return;
    saved(result, 'Restored', restoredMessage(number));
    setDraft(draftOf(result));
    onSaved();
  };

  const doDelete = async () => {
    if (!newsletter) return;
    const deleted = await submit(
      async () => (await remove({ variables: { id: newsletter.id } })).data?.deleteNewsletter,
      (payload) => payload.deletedId,
    );
    if (!deleted) {
      setDeleteOpen(false);
      return;
    }
    localStorage.removeItem(autosaveKey(recordKey));
    toast.success('Deleted', `"${newsletter.title}" was deleted.`);
    await navigate(ADMIN_SECTIONS.newsletters.path);
  };

  const doPdf = async (file: File | null) => {
    if (!newsletter) return;
    try {
      const result = await changePdf(newsletter.id, version, file);
      setVersion(result.version);
      setPdfUrl(result.pdfUrl);
      toast.success(
        file ? 'PDF saved' : 'PDF removed',
        file ? 'The PDF edition was saved.' : 'The PDF edition was removed.',
      );
      onSaved();
    } catch (error) {
      toast.error('PDF not saved', errorMessage(error));
    }
  };

  const set = (key: keyof NewsletterDraft) => (value: string) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
  };
  const state = newsletter?.state ?? 'DRAFT';
  const imageOptions = useImageOptions(draft.imageUrl);

  return (
    <>
      <PageMeta
        title={newsletter ? `Edit: ${newsletter.title}` : 'New Newsletter'}
        description="Newsletter editor."
        path={newsletterEditPath(recordKey)}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>
          {newsletter ? 'Edit Newsletter' : 'New Newsletter'}
        </Typography.Title>
        <BrandTag tone={NEWSLETTER_STATE_LABELS[state].tone}>
          {NEWSLETTER_STATE_LABELS[state].label}
        </BrandTag>
      </div>
      <EditLockAlert status={editLock} />
      {restoredFromStorage ? (
        <Alert
          type="info"
          showIcon
          message="Your unsaved changes from last time were brought back."
        />
      ) : null}
      <ConflictAlert
        message={conflict}
        versions={versions}
        version={version}
        labels={NEWSLETTER_FIELD_LABELS}
        onSaveOver={(newest) => {
          setVersion(newest);
          dismissConflict();
        }}
      />
      <div className="newsletter-editor">
        <Form layout="vertical" onFinish={() => void save()} className="newsletter-editor__form">
          <Form.Item
            label="Title"
            htmlFor="newsletter-title"
            required
            validateStatus={status('title')}
            help={
              fieldErrors.title ??
              `${[...draft.title].length} characters; 60 or fewer fit search results`
            }
          >
            <Input
              id="newsletter-title"
              value={draft.title}
              onChange={(e) => set('title')(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Publication date (Alberta time)"
            htmlFor="newsletter-date"
            required
            validateStatus={status('date')}
            help={fieldErrors.date}
          >
            <Input
              id="newsletter-date"
              type="datetime-local"
              value={draft.date}
              onChange={(e) => set('date')(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Summary"
            htmlFor="newsletter-summary"
            required
            validateStatus={status('summary')}
            help={
              fieldErrors.summary ??
              `${[...draft.summary].length} characters; 160 or fewer fit search results`
            }
          >
            <Input.TextArea
              id="newsletter-summary"
              rows={3}
              value={draft.summary}
              onChange={(e) => set('summary')(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Body"
            htmlFor="newsletter-content"
            required
            validateStatus={status('content')}
            help={
              fieldErrors.content ??
              'An empty line is a spacer, a short line without a full stop a heading.'
            }
          >
            <Input.TextArea
              id="newsletter-content"
              rows={14}
              value={draft.content}
              onChange={(e) => set('content')(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Cover"
            htmlFor="newsletter-cover"
            validateStatus={status('imageUrl')}
            help={
              fieldErrors.imageUrl ??
              'Pick an image of the image manager; upload new ones under Images.'
            }
          >
            {/* A native select: light, and a keyboard and screen reader know it. */}
            <select
              id="newsletter-cover"
              className="admin-native-select"
              value={draft.imageUrl}
              onChange={(event) => set('imageUrl')(event.target.value)}
            >
              <option value="">No cover</option>
              {imageOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Form.Item>
          <div className="newsletter-editor__actions">
            <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
              {newsletter ? 'Save' : 'Save Draft'}
            </Button>
            {newsletter ? (
              <>
                <Button
                  onClick={() => setPublishOpen(true)}
                  disabled={dirty}
                  title={dirty ? 'Save your changes first' : undefined}
                >
                  {state === 'DRAFT' ? 'Publish…' : 'Reschedule…'}
                </Button>
                {state !== 'DRAFT' ? (
                  <Button onClick={() => void doUnpublish()} loading={unpublishing.loading}>
                    Unpublish
                  </Button>
                ) : null}
                <LinkButton to={newsletterSendPath(newsletter.id)}>Send by e-mail</LinkButton>
                <Button danger onClick={() => setDeleteOpen(true)}>
                  Delete
                </Button>
              </>
            ) : null}
          </div>
          {newsletter ? (
            <fieldset className="newsletter-editor__pdf">
              <legend>PDF edition</legend>
              {pdfUrl ? (
                <p>
                  <a href={pdfUrl} target="_blank" rel="noreferrer">
                    Open the current PDF
                  </a>{' '}
                  <Button size="small" onClick={() => void doPdf(null)}>
                    Remove PDF
                  </Button>
                </p>
              ) : (
                <p>No PDF edition yet.</p>
              )}
              <label htmlFor="newsletter-pdf">{pdfUrl ? 'Replace with' : 'Upload'} a PDF</label>
              <input
                id="newsletter-pdf"
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void doPdf(file);
                }}
              />
            </fieldset>
          ) : null}
        </Form>
        <NewsletterPreview
          article={{
            title: draft.title || 'Title',
            date: fromEdmontonLocal(draft.date) ?? new Date().toISOString(),
            summary: draft.summary,
            content: draft.content,
            imageUrl: draft.imageUrl,
            pdfUrl,
          }}
        />
      </div>
      {newsletter ? (
        <NewsletterVersions
          versions={versions}
          current={version}
          restoring={restoring.loading}
          onRestore={(n) => void doRestore(n)}
        />
      ) : null}
      <Suspense fallback={null}>
        {publishOpen ? (
          <PublishDialog
            open={publishOpen}
            checks={checks.data?.newsletterPublishChecks}
            publishing={publishing.loading}
            onCancel={() => setPublishOpen(false)}
            onPublish={(at, anyway) => void doPublish(at, anyway)}
          />
        ) : null}
        {deleteOpen && newsletter ? (
          <ConfirmDeleteDialog
            open
            title={newsletter.title}
            hasPdf={Boolean(pdfUrl)}
            deleting={removing.loading}
            onCancel={() => setDeleteOpen(false)}
            onDelete={() => void doDelete()}
          />
        ) : null}
      </Suspense>
    </>
  );
}
