import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { errorMessage, useToast } from 'ui-kit';
import { lazyComponent } from '../../../app/lazyComponent';
import { edmontonDateTime, fromEdmontonLocal } from '../../../features/admin/dates';
import { PdfInput } from '../../../features/admin/PdfInput';
import type { EditorContext } from '../../../features/admin/records/RecordEditorScreen';
import {
  AdminNewsletterPublishChecksDocument,
  AdminPublishNewsletterDocument,
  AdminUnpublishNewsletterDocument,
  type AdminNewsletterFieldsFragment,
} from '../../../graphql/generated/admin-newsletters/graphql';
import { changePdf } from './newsletterPdf';

/*
 * The parts of a saved newsletter's editor, in a module of their own that loads with it: a new
 * newsletter can neither be published nor have a PDF yet, so its editor's first load goes without
 * them (the admin editing budget, frontend/size-budgets.json). The publish dialog loads when it
 * first opens.
 */
const PublishDialog = lazyComponent('src/pages/admin/AdminNewsletters/PublishDialog.tsx', () =>
  import('./PublishDialog').then((m) => ({ default: m.PublishDialog })),
);

type Newsletter = AdminNewsletterFieldsFragment;

export type NewsletterPublishingProps = { record: Newsletter } & Pick<
  EditorContext<Newsletter, unknown>,
  'dirty' | 'version' | 'setVersion' | 'changed' | 'reload' | 'feedback'
>;

/** The toast of a publish: published now, or scheduled for its time. */
function publishedMessage(publishedNow: boolean | null, at: string, date: string): string {
  if (!publishedNow)
    return `The newsletter will appear on ${edmontonDateTime(date)} (Alberta time).`;
  return at
    ? 'That time has passed: the newsletter was published now.'
    : 'The newsletter is on the site.';
}

/**
 * "Publish…" (or "Reschedule…" once it has a time) after the checklist, now or at a time in
 * Alberta's, and "Unpublish" for a scheduled or published one. Publishing waits for a save.
 */
export function NewsletterPublishing({
  record,
  dirty,
  version,
  setVersion,
  changed,
  reload,
  feedback,
}: NewsletterPublishingProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const checks = useQuery(AdminNewsletterPublishChecksDocument, {
    variables: { id: record.id },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [publish, publishing] = useMutation(AdminPublishNewsletterDocument);
  const [unpublish, unpublishing] = useMutation(AdminUnpublishNewsletterDocument);

  const doPublish = async (at: string, anyway: boolean) => {
    const variables = {
      id: record.id,
      expectedVersion: version,
      at: at ? fromEdmontonLocal(at) : null,
      publishAnyway: anyway,
    };
    const payload = await feedback.submit(
      async () => (await publish({ variables })).data?.publishNewsletter,
      (answer) => (answer.newsletter ? answer : null),
    );
    if (!payload?.newsletter) return;
    setOpen(false);
    changed(payload.newsletter);
    toast.success(
      payload.publishedNow ? 'Published' : 'Scheduled',
      publishedMessage(payload.publishedNow, at, payload.newsletter.date),
    );
    reload();
  };

  const doUnpublish = async () => {
    const variables = { id: record.id, expectedVersion: version };
    const result = await feedback.submit(
      async () => (await unpublish({ variables })).data?.unpublishNewsletter,
      (payload) => payload.newsletter,
    );
    if (!result) return;
    // Only its state changed: what is typed stays.
    setVersion(result.version);
    toast.success('Unpublished', 'The newsletter is a draft again.');
    reload();
  };

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={dirty}
        title={dirty ? 'Save your changes first' : undefined}
      >
        {record.state === 'DRAFT' ? 'Publish…' : 'Reschedule…'}
      </Button>
      {record.state !== 'DRAFT' ? (
        <Button onClick={() => void doUnpublish()} loading={unpublishing.loading}>
          Unpublish
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {open ? (
          <PublishDialog
            open
            checks={checks.data?.newsletterPublishChecks}
            publishing={publishing.loading}
            onCancel={() => setOpen(false)}
            onPublish={(at, anyway) => void doPublish(at, anyway)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

export type NewsletterPdfProps = { record: Newsletter; pdfUrl: string } & Pick<
  EditorContext<Newsletter, unknown>,
  'version' | 'setVersion' | 'reload'
> & {
    /** The PDF edition changed: its address ("" once removed). */
    onChange: (pdfUrl: string) => void;
  };

/** The PDF edition: open it, remove it, or upload one (a new version, what is typed stays). */
export function NewsletterPdf({
  record,
  pdfUrl,
  version,
  setVersion,
  reload,
  onChange,
}: NewsletterPdfProps) {
  const toast = useToast();
  const doPdf = async (file: File | null) => {
    try {
      const result = await changePdf(record.id, version, file);
      setVersion(result.version);
      onChange(result.pdfUrl);
      toast.success(
        file ? 'PDF saved' : 'PDF removed',
        file ? 'The PDF edition was saved.' : 'The PDF edition was removed.',
      );
      reload();
    } catch (error) {
      toast.error('PDF not saved', errorMessage(error));
    }
  };
  return (
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
      <PdfInput id="newsletter-pdf" onFile={(file) => void doPdf(file)} />
    </fieldset>
  );
}
