import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { fromEdmontonLocal, toEdmontonLocal } from '../../../features/admin/dates';
// Not from the kit's index: this editor's chunk, unlike the other editors', does not load its list
// (the list screen's table and filters), and the bundler keeps whatever the index re-exports.
import { emptyForm, recordEditor } from '../../../features/admin/records/recordWords';
import { formOf, RecordEditorScreen } from '../../../features/admin/records/RecordEditorScreen';
import { NewsletterRecordDocuments } from '../../../graphql/generated/admin-newsletters/graphql';
import {
  CoverSelect,
  newsletterDeleteQuestion,
  useNewsletterExtras,
  type NewsletterDraft,
} from './newsletterExtras';

/** "42 characters; 60 or fewer fit search results": a count of what is typed, as a reader sees it. */
const fits = (text: string, most: number) =>
  `${[...text].length} characters; ${most} or fewer fit search results`;

/** Where a draft being typed is kept, so a closed tab loses nothing (per record). */
export const autosaveKey = (id: string) => `newsletter-draft:${id}`;

const NEWSLETTER = recordEditor(ADMIN_SECTIONS.newsletters, {
  loading: 'Loading newsletter...',
  documents: NewsletterRecordDocuments,
  labels: {
    title: 'Title',
    date: 'Publication date',
    summary: 'Summary',
    content: 'Body',
    imageUrl: 'Cover',
    pdfUrl: 'PDF edition',
    status: 'Status',
  },
  fields: [
    { name: 'title', required: true, hint: (draft) => fits(draft.title, 60) },
    {
      name: 'date',
      label: 'Publication date (Alberta time)',
      kind: 'datetime-local',
      required: true,
    },
    {
      name: 'summary',
      kind: 'textarea',
      rows: 3,
      required: true,
      hint: (draft) => fits(draft.summary, 160),
    },
    {
      name: 'content',
      kind: 'textarea',
      rows: 14,
      required: true,
      hint: 'An empty line is a spacer, a short line without a full stop a heading.',
    },
    {
      name: 'imageUrl',
      id: 'newsletter-cover',
      hint: 'Pick an image of the image manager; upload new ones under Images.',
      render: ({ id, draft, set }) => (
        <CoverSelect id={id} value={draft.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
      ),
    },
  ],
  createLabel: 'Save Draft',
  createdTitle: 'Draft saved',
  empty: emptyForm<NewsletterDraft>({
    title: '',
    date: '',
    summary: '',
    content: '',
    imageUrl: '',
  }),
  draftOf: (newsletter, empty) =>
    formOf({ ...newsletter, date: toEdmontonLocal(newsletter.date) }, empty),
  inputOf: (draft) => ({
    ...draft,
    date: fromEdmontonLocal(draft.date) ?? '',
    imageUrl: draft.imageUrl || null,
  }),
  // An empty or unreadable date is not sent: the form says so under its field.
  check: (draft) =>
    fromEdmontonLocal(draft.date)
      ? undefined
      : { field: 'date', message: 'Publication date is required' },
  autosave: autosaveKey,
  useExtras: useNewsletterExtras,
  name: (newsletter) => newsletter.title,
  messages: {
    added: (newsletter) => `"${newsletter.title}" was created as a draft.`,
    saved: (newsletter) => `"${newsletter.title}" was saved.`,
    deleted: (newsletter) => `"${newsletter.title}" was deleted.`,
  },
  remove: {
    question: (newsletter) => newsletterDeleteQuestion(newsletter.title, !!newsletter.pdfUrl),
  },
});

/**
 * /admin/newsletters/{id} and /admin/newsletters/new: the editor of one newsletter (title,
 * publication date in Alberta's time, summary, body, cover), its changes kept in this browser
 * until saved, with its state, publishing and sending, its PDF edition and a live preview.
 */
export const AdminNewsletterEditPage = () => <RecordEditorScreen config={NEWSLETTER} />;
