import { BrandTag } from 'ui-kit';
import { edmontonDateTime } from '../../../features/admin/dates';
import { optionalFilter, recordList, RecordListScreen } from '../../../features/admin/records';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  NewsletterListDocuments,
  type NewsletterState,
} from '../../../graphql/generated/admin-newsletters/graphql';
import { NEWSLETTER_STATE_LABELS, NEWSLETTER_STATES } from './newsletterStates';

const NEWSLETTERS = recordList(ADMIN_SECTIONS.newsletters, {
  what: 'newsletters',
  empty: { description: 'Write the first one.' },
  emptySearch: {
    title: 'No newsletters match',
    description: 'Try other words or another state.',
  },
  description: 'Write and publish newsletters.',
  search: 'Search titles and summaries',
  filter: optionalFilter(
    'Filter by state',
    'All states',
    NEWSLETTER_STATES.map((value) => ({ value, label: NEWSLETTER_STATE_LABELS[value].label })),
    'state',
  ),
  documents: NewsletterListDocuments,
  columns: ({ link }) => [
    link('Title', 'title'),
    {
      title: 'State',
      dataIndex: 'state',
      render: (value: NewsletterState) => (
        <BrandTag tone={NEWSLETTER_STATE_LABELS[value].tone}>
          {NEWSLETTER_STATE_LABELS[value].label}
        </BrandTag>
      ),
    },
    {
      title: 'Publication date',
      dataIndex: 'date',
      render: (date: string) => edmontonDateTime(date),
    },
    {
      title: 'PDF',
      dataIndex: 'pdfUrl',
      render: (pdfUrl: string) => (pdfUrl ? 'Yes' : 'No'),
    },
  ],
});

/**
 * /admin/newsletters: every edition (drafts and scheduled ones too), newest first, searched and
 * filtered on the server, a page at a time, with a way to write a new one.
 */
export const AdminNewslettersPage = () => <RecordListScreen config={NEWSLETTERS} />;
