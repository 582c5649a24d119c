import { AppLink } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminDeleteFoliarProductDocument,
  AdminFoliarProductsDocument,
  AdminMoveFoliarProductDocument,
  type AdminFoliarProductFieldsFragment,
  type AdminFoliarProductsQuery,
  type FoliarProductKind,
} from '../../../graphql/generated/admin-farm/graphql';
import { answerOf, op } from '../../../features/admin/records/operations';
import {
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';

type Row = AdminFoliarProductFieldsFragment;

/** The editor of one product: /admin/foliar-products/{id}, or /admin/foliar-products/new. */
export const foliarEditPath = (id: string | 'new') => `${ADMIN_SECTIONS.foliarProducts.path}/${id}`;

/** What a product is, in the office's words. */
export const KIND_LABELS: Readonly<Record<FoliarProductKind, string>> = {
  FOLIAR_NUTRIENT: 'Foliar nutrient',
  HERBICIDE: 'Herbicide',
  FUNGICIDE: 'Fungicide',
  ADJUVANT: 'Adjuvant',
};

/** "15 minutes", "1 hour", "2 hours 30 minutes": a rainfast time as a label gives it. */
export function rainfastLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}

/** The question before a product is deleted, in its list and in its editor. */
export const foliarDeleteQuestion = (row: Row) => ({
  name: row.name,
  consequences: ["its place in the Spray Condition App's product choice, at once"],
  note: 'Its versions stay in the history.',
});

const FOLIAR_PRODUCTS: ListConfig<Row, AdminFoliarProductsQuery> = {
  title: 'Foliar Products',
  description: 'The sprayed products of the Spray Condition App, with their rainfast times.',
  intro:
    "Each product's rainfast time and label notes, in the order the Spray Condition App offers them. The app rates the hours against the rainfast time of the product the farmer picks.",
  create: { label: 'New Foliar Product', path: foliarEditPath('new') },
  search: { label: 'Search the foliar products', placeholder: 'Search names and label notes' },
  noun: 'foliar products',
  loading: 'Loading the foliar products...',
  failure: 'Failed to load the foliar products',
  empty: {
    title: 'No foliar products yet',
    description: 'The app offers a generic rainfast time only until one is added.',
  },
  emptySearch: { title: 'No foliar product matches', description: 'Try other words.' },
  query: { document: AdminFoliarProductsDocument, connection: (data) => data.adminFoliarProducts },
  name: (row) => row.name,
  columns: [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, row) => <AppLink to={foliarEditPath(row.id)}>{name}</AppLink>,
    },
    { title: 'Kind', dataIndex: 'kind', render: (kind: FoliarProductKind) => KIND_LABELS[kind] },
    {
      title: 'Rainfast time',
      dataIndex: 'rainfastMinutes',
      render: (minutes: number) => rainfastLabel(minutes),
    },
  ],
  move: {
    ...op(AdminMoveFoliarProductDocument, (data) =>
      answerOf(data.moveFoliarProduct, 'foliarProduct'),
    ),
    position: (row) => row.sortOrder + 1,
    moved: (row, position) => `${row.name} is now number ${position} in the Spray Condition App.`,
    notMoved: 'The foliar product was not moved.',
  },
  remove: {
    ...op(AdminDeleteFoliarProductDocument, (data) => data.deleteFoliarProduct),
    label: (row) => `Delete ${row.name}`,
    question: foliarDeleteQuestion,
    deleted: (row) => `${row.name} was deleted.`,
  },
};

/**
 * /admin/foliar-products: the Spray Condition App's products in order, searched on the server, a
 * page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminFoliarProductsPage = () => <RecordListScreen config={FOLIAR_PRODUCTS} />;
