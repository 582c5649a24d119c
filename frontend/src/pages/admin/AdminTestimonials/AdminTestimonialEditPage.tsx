import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  TestimonialRecordDocuments,
  type TestimonialInput,
} from '../../../graphql/generated/admin-testimonials/graphql';
import {
  emptyForm,
  formOf,
  recordEditor,
  RecordEditorScreen,
  type DraftOf,
} from '../../../features/admin/records';
import { testimonialDeleteQuestion, testimonialNamed } from './AdminTestimonialsPage';

/** What the form holds. The rating stays what was typed (null when empty) until the API judges it. */
type TestimonialDraft = DraftOf<TestimonialInput, { rating: number | null }>;

const TESTIMONIAL = recordEditor(ADMIN_SECTIONS.testimonials, {
  documents: TestimonialRecordDocuments,
  labels: { customerName: 'Customer', content: 'Testimonial', rating: 'Rating' },
  fields: [
    {
      name: 'customerName',
      id: 'testimonial-customer',
      label: 'Customer, with their farm',
      required: true,
      hint: 'As they agreed to be shown, e.g. "Dale K., grain farmer near Vegreville".',
    },
    { name: 'content', kind: 'textarea', required: true },
    { name: 'rating', label: 'Rating (stars, 1 to 5)', kind: 'number', required: true },
  ],
  empty: emptyForm<TestimonialDraft>({ customerName: '', content: '', rating: 5 }),
  draftOf: formOf,
  // An empty number box is sent as 0, which the API refuses with its own message.
  inputOf: (draft) => ({ ...draft, rating: draft.rating ?? 0 }),
  name: (record) => record.customerName,
  named: testimonialNamed,
  remove: { question: testimonialDeleteQuestion },
});

/** /admin/testimonials/{id} and /admin/testimonials/new: the editor of one testimonial. */
export const AdminTestimonialEditPage = () => <RecordEditorScreen config={TESTIMONIAL} />;
