import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  FoliarProductRecordDocuments,
  type FoliarProductInput,
} from '../../../graphql/generated/admin-farm/graphql';
import { labelledValues } from '../../../app/labels';
import { FOLIAR_PRODUCT_KIND_LABELS } from '../farmLabels';
import {
  emptyForm,
  formOf,
  recordEditor,
  RecordEditorScreen,
  type DraftOf,
} from '../../../features/admin/records';
import { foliarDeleteQuestion, rainfastLabel } from './AdminFoliarProductsPage';

/** What the form holds: the rainfast time stays what was typed (null when empty) until saved. */
type FoliarDraft = DraftOf<FoliarProductInput, { rainfastMinutes: number | null }>;

export const FOLIAR_LABELS = {
  name: 'Name',
  kind: 'Kind',
  rainfastMinutes: 'Rainfast time (minutes)',
  labelNotes: 'Label notes',
} as const;

const FOLIAR = recordEditor(ADMIN_SECTIONS.foliarProducts, {
  idPrefix: 'foliar',
  lockType: 'foliarProduct',
  documents: FoliarProductRecordDocuments,
  labels: FOLIAR_LABELS,
  fields: [
    {
      name: 'name',
      required: true,
      hint: 'As on the label, e.g. "Elite Foliar Zn".',
    },
    {
      name: 'kind',
      kind: 'select',
      required: true,
      options: labelledValues(FOLIAR_PRODUCT_KIND_LABELS),
    },
    {
      name: 'rainfastMinutes',
      kind: 'number',
      required: true,
      hint: 'How long the spray must stay dry after application, from the label: 15 to 1440 minutes (60 is 1 hour, 240 is 4 hours).',
    },
    {
      name: 'labelNotes',
      kind: 'textarea',
      rows: 4,
      required: true,
      hint: 'What the label says about spraying conditions, in a few sentences; the app shows them with the product.',
    },
  ],
  empty: emptyForm<FoliarDraft>({
    name: '',
    kind: 'FOLIAR_NUTRIENT',
    rainfastMinutes: 60,
    labelNotes: '',
  }),
  draftOf: formOf,
  // An empty box is sent as 0, which the API refuses with its own message (15 to 1440).
  inputOf: (draft) => ({ ...draft, rainfastMinutes: draft.rainfastMinutes ?? 0 }),
  name: (product) => product.name,
  messages: {
    added: (product) => `${product.name} was added to the Spray Condition App.`,
    saved: (product) =>
      `${product.name} was saved; the app rates with ${rainfastLabel(product.rainfastMinutes)} rainfast now.`,
  },
  remove: { question: foliarDeleteQuestion },
});

/** /admin/foliar-products/{id} and /admin/foliar-products/new: the editor of one foliar product. */
export const AdminFoliarProductEditPage = () => <RecordEditorScreen config={FOLIAR} />;
