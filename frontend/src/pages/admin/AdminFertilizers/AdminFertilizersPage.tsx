import { FERTILIZER_FORM_LABELS } from '../farmLabels';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  FertilizerProductListDocuments,
  type AdminFertilizerProductFieldsFragment,
} from '../../../graphql/generated/admin-farm/graphql';
import { deleteQuestion, recordList, RecordListScreen } from '../../../features/admin/records';

type Row = AdminFertilizerProductFieldsFragment;

/**
 * "11-52-0", "21-0-0-24S": the grade of a guaranteed analysis, N-P₂O₅-K₂O and the sulphur when
 * there is some, as the trade writes it.
 */
export function gradeOf(
  row: Pick<Row, 'nitrogenPercent' | 'phosphatePercent' | 'potashPercent' | 'sulphurPercent'>,
) {
  const npk = `${row.nitrogenPercent}-${row.phosphatePercent}-${row.potashPercent}`;
  return row.sulphurPercent > 0 ? `${npk}-${row.sulphurPercent}S` : npk;
}

/** "$955/tonne (set 2026-11-02)", or "No price". */
export function priceLabel(row: Pick<Row, 'pricePerTonne' | 'priceSetOn'>) {
  if (row.pricePerTonne === null) return 'No price';
  const price = row.pricePerTonne.toLocaleString('en-CA', { maximumFractionDigits: 2 });
  return `$${price}/tonne${row.priceSetOn ? ` (set ${row.priceSetOn})` : ''}`;
}

/** The question before a product is deleted, in its list and in its editor. */
export const fertilizerDeleteQuestion = (row: Row) =>
  deleteQuestion(row.name, [
    'its place in the Optimize Calculator and the Salt Index App, at once',
    'shared plans naming it, which then say it is unknown',
  ]);

const FERTILIZERS = recordList(ADMIN_SECTIONS.fertilizers, {
  empty: { description: 'The tools offer the reference fertilizers only until one is added.' },
  description:
    "The company's fertilizers as the Optimize Calculator and the Salt Index App offer them.",
  intro:
    'Analysis, form, salt index, price and seed placement of each product, in the order the farm tools list them. A save is checked first, and the tools use it from their next calculation.',
  search: 'Search names and nutrients',
  documents: FertilizerProductListDocuments,
  columns: ({ link, labelled }) => [
    link('Name', 'name'),
    { title: 'Grade', key: 'grade', render: (_, row) => gradeOf(row) },
    labelled('Form', 'form', FERTILIZER_FORM_LABELS),
    {
      title: 'Salt index',
      dataIndex: 'saltIndex',
      render: (saltIndex: number | null) => saltIndex ?? 'None',
    },
    { title: 'Price', key: 'price', render: (_, row) => priceLabel(row) },
    {
      title: 'Seed row',
      dataIndex: 'maySeedPlace',
      render: (maySeedPlace: boolean) => (maySeedPlace ? 'Allowed' : 'Not allowed'),
    },
  ],
  move: {
    moved: (row, position) => `${row.name} is now number ${position} in the farm tools.`,
  },
  remove: { question: fertilizerDeleteQuestion },
});

/**
 * /admin/fertilizers: the company's fertilizer products in the farm tools' order, searched on the
 * server, a page at a time; each can be moved up or down, edited or deleted.
 */
export const AdminFertilizersPage = () => <RecordListScreen config={FERTILIZERS} />;
