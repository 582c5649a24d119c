import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminDeleteFoliarProductDocument,
  AdminFoliarProductsDocument,
  AdminMoveFoliarProductDocument,
  type AdminFoliarProductFieldsFragment,
  type AdminFoliarProductsQuery,
  type FoliarProductKind,
} from '../../../graphql/generated/admin-farm/graphql';
import {
  deleteQuestion,
  deletion,
  inOrder,
  linkColumn,
  RecordListScreen,
  type ListConfig,
} from '../../../features/admin/records/RecordListScreen';
import { listOf } from '../../../features/admin/records/recordWords';

type Row = AdminFoliarProductFieldsFragment;

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
export const foliarDeleteQuestion = (row: Row) =>
  deleteQuestion(row.name, ["its place in the Spray Condition App's product choice, at once"]);

const FOLIAR_PRODUCTS: ListConfig<Row, AdminFoliarProductsQuery> = {
  ...listOf(ADMIN_SECTIONS.foliarProducts, {
    empty: { description: 'The app offers a generic rainfast time only until one is added.' },
  }),
  description: 'The sprayed products of the Spray Condition App, with their rainfast times.',
  intro:
    "Each product's rainfast time and label notes, in the order the Spray Condition App offers them. The app rates the hours against the rainfast time of the product the farmer picks.",
  search: 'Search names and label notes',
  query: AdminFoliarProductsDocument,
  columns: [
    linkColumn('Name', 'name', ADMIN_SECTIONS.foliarProducts.recordPath),
    { title: 'Kind', dataIndex: 'kind', render: (kind: FoliarProductKind) => KIND_LABELS[kind] },
    {
      title: 'Rainfast time',
      dataIndex: 'rainfastMinutes',
      render: (minutes: number) => rainfastLabel(minutes),
    },
  ],
  move: inOrder(
    AdminMoveFoliarProductDocument,
    'foliar product',
    (row, position) => `${row.name} is now number ${position} in the Spray Condition App.`,
  ),
  remove: deletion(AdminDeleteFoliarProductDocument, foliarDeleteQuestion),
};

/**
 * /admin/foliar-products: the Spray Condition App's products in order, searched on the server, a
 * page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminFoliarProductsPage = () => <RecordListScreen config={FOLIAR_PRODUCTS} />;
