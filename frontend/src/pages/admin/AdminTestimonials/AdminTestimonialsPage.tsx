import { AppLink } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminDeleteTestimonialDocument,
  AdminMoveTestimonialDocument,
  AdminTestimonialsDocument,
  type AdminTestimonialFieldsFragment,
  type AdminTestimonialsQuery,
} from '../../../graphql/generated/admin/graphql';
import { answerOf, op } from '../../../features/admin/records/operations';
import {
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';

type Row = AdminTestimonialFieldsFragment;

/** The editor of one testimonial: /admin/testimonials/{id}, or /admin/testimonials/new. */
export const testimonialEditPath = (id: string | 'new') =>
  `${ADMIN_SECTIONS.testimonials.path}/${id}`;

/** "★★★★☆": a rating as the site shows it, with the number for screen readers. */
export const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** The question before a testimonial is deleted, in its list and in its editor. */
export const testimonialDeleteQuestion = (row: Row) => ({
  name: row.customerName,
  title: `Delete the testimonial of ${row.customerName}?`,
  consequences: ['its place on the home page, at once'],
  note: 'Its versions stay in the history.',
});

const TESTIMONIALS: ListConfig<Row, AdminTestimonialsQuery> = {
  title: 'Testimonials',
  description: 'Edit and order the testimonials of the home page.',
  create: { label: 'New Testimonial', path: testimonialEditPath('new') },
  search: { label: 'Search testimonials', placeholder: 'Search quotes, names and farms' },
  noun: 'testimonials',
  loading: 'Loading testimonials...',
  failure: 'Failed to load testimonials',
  empty: { title: 'No testimonials yet', description: 'Add the first one.' },
  emptySearch: { title: 'No testimonials match', description: 'Try other words.' },
  query: { document: AdminTestimonialsDocument, connection: (data) => data.adminTestimonials },
  name: (row) => row.customerName,
  columns: [
    {
      title: 'Customer',
      dataIndex: 'customerName',
      render: (name: string, row) => <AppLink to={testimonialEditPath(row.id)}>{name}</AppLink>,
    },
    {
      title: 'Rating',
      dataIndex: 'rating',
      render: (rating: number) => <span aria-label={`${rating} of 5 stars`}>{stars(rating)}</span>,
    },
    {
      title: 'Testimonial',
      dataIndex: 'content',
      render: (content: string) => (
        <span className="admin-excerpt">
          {content.length > 90 ? `${content.slice(0, 90)}…` : content}
        </span>
      ),
    },
  ],
  move: {
    ...op(AdminMoveTestimonialDocument, (data) => answerOf(data.moveTestimonial, 'testimonial')),
    position: (row) => row.sortOrder + 1,
    notMoved: 'The testimonial was not moved.',
  },
  remove: {
    ...op(AdminDeleteTestimonialDocument, (data) => data.deleteTestimonial),
    label: (row) => `Delete the testimonial of ${row.customerName}`,
    question: testimonialDeleteQuestion,
    deleted: (row) => `The testimonial of ${row.customerName} was deleted.`,
  },
};

/**
 * /admin/testimonials: every testimonial in the order the home page shows them, searched on the
 * server, a page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminTestimonialsPage = () => <RecordListScreen config={TESTIMONIALS} />;
