import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  CertificationCardListDocuments,
  type AdminCertificationCardFieldsFragment,
} from '../../../graphql/generated/admin-certifications/graphql';
import { recordList, RecordListScreen } from '../../../features/admin/records';

type Card = AdminCertificationCardFieldsFragment;

/** The question before a card is deleted, naming the subtypes that go with it. */
export const cardDeleteQuestion = (card: Pick<Card, 'title' | 'subtypes'>) => ({
  name: card.title,
  title: `Delete ${card.title}?`,
  intro:
    card.subtypes.length === 1
      ? 'Its subtype is deleted with it:'
      : `Its ${card.subtypes.length} subtypes are deleted with it:`,
  consequences: card.subtypes.map((subtype) => subtype.name),
  note: 'The card disappears from the certifications page at once. Its versions stay in the history.',
});

const CERTIFICATIONS = recordList(ADMIN_SECTIONS.certifications, {
  noun: 'cards',
  empty: { description: 'Add the first card.' },
  emptySearch: { title: 'No card matches' },
  label: 'Certification cards',
  description: 'Edit and order the cards of the certifications page.',
  search: 'Search titles, descriptions and subtypes',
  documents: CertificationCardListDocuments,
  columns: ({ link, field }) => [
    link('Title', 'title'),
    field('Valid until', 'validUntil'),
    {
      title: 'Subtypes',
      render: (_, row) =>
        row.subtypes.length ? row.subtypes.map((subtype) => subtype.name).join(', ') : 'None',
    },
  ],
  move: {
    one: 'card',
    moved: (row, position) => `${row.title} is now card ${position} on the page.`,
  },
  remove: { question: cardDeleteQuestion },
});

/**
 * /admin/certifications: the cards of /certifications in the order the page shows them, searched
 * on the server, a page at a time; each can be moved up or down, edited or deleted (with its
 * subtypes, after a confirmation that names them).
 */
export const AdminCertificationsPage = () => <RecordListScreen config={CERTIFICATIONS} />;
