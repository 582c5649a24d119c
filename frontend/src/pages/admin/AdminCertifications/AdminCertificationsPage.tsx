import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminCertificationCardsDocument,
  AdminDeleteCertificationCardDocument,
  AdminMoveCertificationCardDocument,
  type AdminCertificationCardFieldsFragment,
  type AdminCertificationCardsQuery,
} from '../../../graphql/generated/admin/graphql';
import {
  deletion,
  inOrder,
  linkColumn,
  RecordListScreen,
  recordPath,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';

type Card = AdminCertificationCardFieldsFragment;

/** The editor of one card: /admin/certifications/{id}, or /admin/certifications/new. */
export const certificationCardEditPath = recordPath(ADMIN_SECTIONS.certifications);

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

const CERTIFICATIONS: ListConfig<Card, AdminCertificationCardsQuery> = {
  title: 'Certifications',
  label: 'Certification cards',
  description: 'Edit and order the cards of the certifications page.',
  create: { label: 'New Certification Card', path: certificationCardEditPath('new') },
  search: 'Search titles, descriptions and subtypes',
  noun: 'cards',
  what: 'the certification cards',
  empty: { title: 'No certification cards yet', description: 'Add the first card.' },
  emptySearch: { title: 'No card matches' },
  query: AdminCertificationCardsDocument,
  name: (row) => row.title,
  columns: [
    linkColumn('Title', 'title', certificationCardEditPath),
    { title: 'Valid until', dataIndex: 'validUntil' },
    {
      title: 'Subtypes',
      render: (_, row) =>
        row.subtypes.length ? row.subtypes.map((subtype) => subtype.name).join(', ') : 'None',
    },
  ],
  move: inOrder(
    AdminMoveCertificationCardDocument,
    'card',
    (row, position) => `${row.title} is now card ${position} on the page.`,
  ),
  remove: deletion(AdminDeleteCertificationCardDocument, cardDeleteQuestion),
};

/**
 * /admin/certifications: the cards of /certifications in the order the page shows them, searched
 * on the server, a page at a time; each can be moved up or down, edited or deleted (with its
 * subtypes, after a confirmation that names them).
 */
export const AdminCertificationsPage = () => <RecordListScreen config={CERTIFICATIONS} />;
