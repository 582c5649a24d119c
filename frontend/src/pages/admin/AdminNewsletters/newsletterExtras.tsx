import { Suspense, useState } from 'react';
import { BrandTag, LinkButton } from 'ui-kit';
import type { DeleteQuestion } from 'ui-kit/admin';
import { lazyComponent } from '../../../app/lazyComponent';
import { fromEdmontonLocal } from '../../../features/admin/dates';
import type {
  DraftOf,
  EditorContext,
  EditorExtras,
} from '../../../features/admin/records/RecordEditorScreen';
import { useImageOptions } from '../../../features/admin/useImageOptions';
import type {
  AdminNewsletterFieldsFragment,
  NewsletterInput,
} from '../../../graphql/generated/admin-newsletters/graphql';
import { NewsletterPreview } from './NewsletterPreview';
import { NEWSLETTER_STATE_LABELS, newsletterSendPath } from './newsletterStates';

// Load with the editor of a saved newsletter (see SavedNewsletterParts.tsx).
const NewsletterPublishing = lazyComponent(
  'src/pages/admin/AdminNewsletters/SavedNewsletterParts.tsx',
  () => import('./SavedNewsletterParts').then((m) => ({ default: m.NewsletterPublishing })),
);
const NewsletterPdf = lazyComponent(
  'src/pages/admin/AdminNewsletters/SavedNewsletterParts.tsx',
  () => import('./SavedNewsletterParts').then((m) => ({ default: m.NewsletterPdf })),
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
 * time, after the checklist) and unpublishing, the link to e-mail it, its PDF edition, the live
 * preview, and a delete question that names its PDF.
 */
export function useNewsletterExtras(
  context: EditorContext<Newsletter, NewsletterDraft>,
): EditorExtras<Newsletter, NewsletterInput> {
  const { record, draft } = context;
  const [pdfUrl, setPdfUrl] = useState(record?.pdfUrl ?? '');
  const state = record?.state ?? 'DRAFT';

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
        <LinkButton to={newsletterSendPath(record.id)}>Send by e-mail</LinkButton>
      </>
    ),
    children: (
      <Suspense fallback={null}>
        <NewsletterPdf {...context} record={record} pdfUrl={pdfUrl} onChange={setPdfUrl} />
      </Suspense>
    ),
    panels: preview,
  };
}
