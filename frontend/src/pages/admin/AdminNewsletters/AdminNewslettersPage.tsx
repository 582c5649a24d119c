import { BrandTag } from 'ui-kit';
import { edmontonDateTime } from '../../../features/admin/dates';
import {
  linkColumn,
  optionalFilter,
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';
import {
  AdminNewslettersDocument,
  type AdminNewsletterFieldsFragment,
  type AdminNewslettersQuery,
  type NewsletterState,
} from '../../../graphql/generated/admin/graphql';
import { NEWSLETTER_STATE_LABELS, NEWSLETTER_STATES, newsletterEditPath } from './newsletterStates';

const NEWSLETTERS: ListConfig<
  AdminNewsletterFieldsFragment,
  AdminNewslettersQuery,
  NewsletterState | undefined
> = {
  title: 'Newsletters',
  description: 'Write and publish newsletters.',
  create: { label: 'New Newsletter', path: newsletterEditPath('new') },
  search: 'Search titles and summaries',
  filter: optionalFilter(
    'Filter by state',
    'All states',
    NEWSLETTER_STATES.map((value) => ({ value, label: NEWSLETTER_STATE_LABELS[value].label })),
    'state',
  ),
  noun: 'newsletters',
  what: 'newsletters',
  empty: { title: 'No newsletters yet', description: 'Write the first one.' },
  emptySearch: { title: 'No newsletters match', description: 'Try other words or another state.' },
  query: AdminNewslettersDocument,
  name: (row) => row.title,
  columns: [
    linkColumn('Title', 'title', newsletterEditPath),
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
};

/**
 * /admin/newsletters: every edition (drafts and scheduled ones too), newest first, searched and
 * filtered on the server, a page at a time, with a way to write a new one.
 */
export const AdminNewslettersPage = () => <RecordListScreen config={NEWSLETTERS} />;
