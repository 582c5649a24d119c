import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminDeleteTestimonialDocument,
  AdminMoveTestimonialDocument,
  AdminTestimonialsDocument,
  type AdminTestimonialFieldsFragment,
  type AdminTestimonialsQuery,
} from '../../../graphql/generated/admin/graphql';
import {
  deleteQuestion,
  deletion,
  inOrder,
  linkColumn,
  RecordListScreen,
  recordPath,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';

type Row = AdminTestimonialFieldsFragment;

/** The editor of one testimonial: /admin/testimonials/{id}, or /admin/testimonials/new. */
export const testimonialEditPath = recordPath(ADMIN_SECTIONS.testimonials);

/** How a testimonial is named in questions and toasts: "the testimonial of Dale K.". */
export const testimonialNamed = (row: Pick<Row, 'customerName'>) =>
  `the testimonial of ${row.customerName}`;

/** "★★★★☆": a rating as the site shows it, with the number for screen readers. */
export const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** The question before a testimonial is deleted, in its list and in its editor. */
export const testimonialDeleteQuestion = (row: Row) =>
  deleteQuestion(row.customerName, ['its place on the home page, at once'], {
    named: testimonialNamed(row),
  });

const TESTIMONIALS: ListConfig<Row, AdminTestimonialsQuery> = {
  title: 'Testimonials',
  description: 'Edit and order the testimonials of the home page.',
  create: { label: 'New Testimonial', path: testimonialEditPath('new') },
  search: 'Search quotes, names and farms',
  noun: 'testimonials',
  what: 'testimonials',
  empty: { title: 'No testimonials yet', description: 'Add the first one.' },
  emptySearch: { title: 'No testimonials match' },
  query: AdminTestimonialsDocument,
  name: (row) => row.customerName,
  columns: [
    linkColumn('Customer', 'customerName', testimonialEditPath),
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
  move: inOrder(AdminMoveTestimonialDocument, 'testimonial'),
  remove: deletion(AdminDeleteTestimonialDocument, testimonialDeleteQuestion, testimonialNamed),
};

/**
 * /admin/testimonials: every testimonial in the order the home page shows them, searched on the
 * server, a page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminTestimonialsPage = () => <RecordListScreen config={TESTIMONIALS} />;
