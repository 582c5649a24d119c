import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  TestimonialListDocuments,
  type AdminTestimonialFieldsFragment,
} from '../../../graphql/generated/admin-testimonials/graphql';
import { deleteQuestion, recordList, RecordListScreen } from '../../../features/admin/records';

type Row = AdminTestimonialFieldsFragment;

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

const TESTIMONIALS = recordList(ADMIN_SECTIONS.testimonials, {
  what: 'testimonials',
  emptySearch: { title: 'No testimonials match' },
  description: 'Edit and order the testimonials of the home page.',
  search: 'Search quotes, names and farms',
  documents: TestimonialListDocuments,
  columns: ({ link }) => [
    link('Customer', 'customerName'),
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
  move: {},
  remove: {
    question: testimonialDeleteQuestion,
    named: testimonialNamed,
  },
});

/**
 * /admin/testimonials: every testimonial in the order the home page shows them, searched on the
 * server, a page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminTestimonialsPage = () => <RecordListScreen config={TESTIMONIALS} />;
