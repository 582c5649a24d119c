import { Suspense, useState } from 'react';
import { BrandTag, LoadingState } from 'ui-kit';
import type { DeleteQuestion } from 'ui-kit/admin';
import { lazyComponent } from '../../../app/lazyComponent';
import { fromEdmontonLocal } from '../../../features/admin/dates';
import type {
  DraftOf,
  EditorExtras,
  LoadedContext,
} from '../../../features/admin/records/RecordEditorScreen';
import { useExtraPanel } from '../../../features/admin/records/useExtraPanel';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import type {
  AdminNewsletterFieldsFragment,
  AdminNewsletterQuery,
  NewsletterInput,
} from '../../../graphql/generated/admin-newsletters/graphql';
import { NewsletterPreview } from './NewsletterPreview';
import { NEWSLETTER_STATE_LABELS, SEND_PANEL } from './newsletterStates';

// Load with the editor of a saved newsletter (see SavedNewsletterParts.tsx).
const NewsletterPublishing = lazyComponent(
  'src/pages/admin/AdminNewsletters/SavedNewsletterParts.tsx',
  () => import('./SavedNewsletterParts').then((m) => ({ default: m.NewsletterPublishing })),
);
const NewsletterPdf = lazyComponent(
  'src/pages/admin/AdminNewsletters/SavedNewsletterParts.tsx',
  () => import('./SavedNewsletterParts').then((m) => ({ default: m.NewsletterPdf })),
);
// The send step (the send form, a mailing's progress and results) loads when its panel opens, or
// with the editor of a newsletter that was e-mailed: the editor's first load goes without it.
const NewsletterSendPanel = lazyComponent(
  'src/pages/admin/AdminNewsletterSend/NewsletterSendPanel.tsx',
  () =>
    import('../AdminNewsletterSend/NewsletterSendPanel').then((m) => ({
      default: m.NewsletterSendPanel,
    })),
);

type Newsletter = AdminNewsletterFieldsFragment;

/** What the form holds: the date as a datetime-local value (Alberta), no cover as an empty choice. */
export type NewsletterDraft = DraftOf<NewsletterInput, { imageUrl: string }>;

/** Deleting an edition: its page and its PDF go with it; its versions stay in the history. */
export const newsletterDeleteQuestion = (title: string, hasPdf: boolean): DeleteQuestion => ({
  name: title,
  consequences: [
    'its page (its address will answer 404) and its place in the list',
    ...(hasPdf ? ['its PDF edition'] : []),
  ],
});

/** The cover: a native select (light, and a keyboard and screen reader know it) of the images. */
export function CoverSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (imageUrl: string) => void;
}) {
  const options = useImageOptions(value);
  return (
    <select
      id={id}
      className="admin-native-select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">No cover</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A newsletter's own parts of its editor: its state beside the heading, publishing (now or at a
 * time, after the checklist) and unpublishing, its PDF edition, the live preview, a delete
 * question that names its PDF, and its send step: a panel, opened by "Send by e-mail" beside
 * publishing or by its address, that e-mails the newsletter as last saved and, once it was
 * e-mailed, opens by itself with that mailing.
 */
export function useNewsletterExtras(
  context: LoadedContext<Newsletter, NewsletterDraft, AdminNewsletterQuery>,
): EditorExtras<Newsletter, NewsletterInput> {
  const { record, draft, data, dirty, version } = context;
  const [pdfUrl, setPdfUrl] = useState(record?.pdfUrl ?? '');
  const state = record?.state ?? 'DRAFT';
  const send = useExtraPanel({
    ...SEND_PANEL,
    id: 'newsletter-send',
    shown: Boolean(data?.newsletterMailing),
  });

  const preview = (
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
  );
  const status = (
    <BrandTag tone={NEWSLETTER_STATE_LABELS[state].tone}>
      {NEWSLETTER_STATE_LABELS[state].label}
    </BrandTag>
  );
  if (!record) return { status, panels: preview };
  return {
    status,
    question: newsletterDeleteQuestion(record.title, Boolean(pdfUrl)),
    actions: (
      <>
        <Suspense fallback={null}>
          <NewsletterPublishing {...context} record={record} />
        </Suspense>
        {send.button}
      </>
    ),
    children: (
      <Suspense fallback={null}>
        <NewsletterPdf {...context} record={record} pdfUrl={pdfUrl} onChange={setPdfUrl} />
      </Suspense>
    ),
    panels: (
      <>
        {preview}
        {send.frame(
          <Suspense fallback={<LoadingState label="Loading the mailing..." />}>
            <NewsletterSendPanel newsletter={record} version={version} dirty={dirty} />
          </Suspense>,
        )}
      </>
    ),
  };
}
