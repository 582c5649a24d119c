import type { RecordVersion } from './RecordVersions';
import type { EditorField } from './editorFields';

/** A testimonial as its editor holds it: one mock for the stories and their tests. */
export interface QuoteDraft {
  customerName: string;
  content: string;
  rating: number | null;
}

export const QUOTE: QuoteDraft = {
  customerName: 'Dale K., grain farmer near Vegreville',
  content: 'The soil map paid for itself in one season.',
  rating: 5,
};

export const QUOTE_FIELDS: readonly EditorField<QuoteDraft>[] = [
  { name: 'customerName', label: 'Customer, with their farm', required: true },
  { name: 'content', label: 'Testimonial', kind: 'textarea', required: true },
  { name: 'rating', label: 'Rating (stars, 1 to 5)', kind: 'number', required: true },
];

export const QUOTE_LABELS = { customerName: 'Customer', content: 'Testimonial', rating: 'Rating' };

export const QUOTE_VERSIONS: readonly RecordVersion[] = [
  {
    id: 'v2',
    version: 2,
    author: 'ann@example.com',
    createdAt: '2026-03-02T15:00:00Z',
    changedFields: ['content'],
    values: [
      { name: 'customerName', value: QUOTE.customerName },
      { name: 'content', value: QUOTE.content },
      { name: 'rating', value: '5' },
    ],
  },
  {
    id: 'v1',
    version: 1,
    author: 'ben@example.com',
    createdAt: '2026-03-01T15:00:00Z',
    changedFields: ['customerName', 'content', 'rating'],
    values: [
      { name: 'customerName', value: QUOTE.customerName },
      { name: 'content', value: 'The soil map paid for itself.' },
      { name: 'rating', value: '4' },
    ],
  },
];
