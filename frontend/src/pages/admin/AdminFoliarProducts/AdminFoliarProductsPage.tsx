import { FOLIAR_PRODUCT_KIND_LABELS } from '../farmLabels';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  FoliarProductListDocuments,
  type AdminFoliarProductFieldsFragment,
} from '../../../graphql/generated/admin-farm/graphql';
import { deleteQuestion, recordList, RecordListScreen } from '../../../features/admin/records';

type Row = AdminFoliarProductFieldsFragment;

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

const FOLIAR_PRODUCTS = recordList(ADMIN_SECTIONS.foliarProducts, {
  empty: { description: 'The app offers a generic rainfast time only until one is added.' },
  description: 'The sprayed products of the Spray Condition App, with their rainfast times.',
  intro:
    "Each product's rainfast time and label notes, in the order the Spray Condition App offers them. The app rates the hours against the rainfast time of the product the farmer picks.",
  search: 'Search names and label notes',
  documents: FoliarProductListDocuments,
  columns: ({ link, labelled }) => [
    link('Name', 'name'),
    labelled('Kind', 'kind', FOLIAR_PRODUCT_KIND_LABELS),
    { title: 'Rainfast time', dataIndex: 'rainfastMinutes', render: rainfastLabel },
  ],
  move: {
    moved: (row, position) => `${row.name} is now number ${position} in the Spray Condition App.`,
  },
  remove: { question: foliarDeleteQuestion },
});

/**
 * /admin/foliar-products: the Spray Condition App's products in order, searched on the server, a
 * page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminFoliarProductsPage = () => <RecordListScreen config={FOLIAR_PRODUCTS} />;
