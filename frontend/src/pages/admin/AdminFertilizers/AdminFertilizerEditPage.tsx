import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  FertilizerProductRecordDocuments,
  type FertilizerForm,
  type FertilizerProductInput,
} from '../../../graphql/generated/admin-farm/graphql';
import { labelledValues } from '../../../app/labels';
import { FERTILIZER_FORM_LABELS } from '../farmLabels';
import {
  emptyForm,
  formOf,
  recordEditor,
  RecordEditorScreen,
  type DraftOf,
} from '../../../features/admin/records';
import { fertilizerDeleteQuestion } from './AdminFertilizersPage';

/** Each field's label, with its unit: the form's, the version history's and the diff's. */
export const FERTILIZER_LABELS = {
  name: 'Name',
  nitrogenPercent: 'Nitrogen, N (%)',
  phosphatePercent: 'Phosphate, P₂O₅ (%)',
  potashPercent: 'Potash, K₂O (%)',
  sulphurPercent: 'Sulphur, S (%)',
  otherPercent: 'Other declared nutrients (%)',
  otherNutrients: 'Other nutrients, named',
  form: 'Form',
  lbPerUsGal: 'Density (lb/US gal)',
  saltIndex: 'Salt index (sodium nitrate = 100)',
  saltIndexSource: 'Source of the salt index',
  pricePerTonne: 'Price ($/tonne)',
  priceSetOn: 'Price set on',
  maySeedPlace: 'Seed row',
} as const;

/** The guaranteed analysis: each box must hold a number (0 for a nutrient not declared). */
const ANALYSIS = [
  'nitrogenPercent',
  'phosphatePercent',
  'potashPercent',
  'sulphurPercent',
  'otherPercent',
] as const;

/**
 * What the form holds: a number box left empty is null until the browser's check or the API's,
 * and the day of the price YYYY-MM-DD or empty.
 */
export type FertilizerDraft = DraftOf<
  FertilizerProductInput,
  Record<(typeof ANALYSIS)[number], number | null> & { priceSetOn: string }
>;

const percentHint = 'Guaranteed, % by mass; 0 when none.';

const FERTILIZER = recordEditor(ADMIN_SECTIONS.fertilizers, {
  idPrefix: 'fertilizer',
  documents: FertilizerProductRecordDocuments,
  labels: FERTILIZER_LABELS,
  fields: [
    {
      name: 'name',
      required: true,
      hint: 'As sold, e.g. "Prairie Start".',
    },
    ...ANALYSIS.slice(0, 4).map((name) => ({
      name,
      kind: 'number' as const,
      required: true,
      hint: percentHint,
    })),
    {
      name: 'otherPercent',
      kind: 'number',
      required: true,
      hint: 'Zinc, boron and the like together, % by mass; 0 when none. With N, P₂O₅, K₂O and S it may add up to 100 % at most.',
    },
    {
      name: 'otherNutrients',
      hint: 'Optional, e.g. "1 % Zn".',
    },
    {
      name: 'form',
      kind: 'select',
      required: true,
      options: labelledValues(FERTILIZER_FORM_LABELS),
    },
    {
      name: 'lbPerUsGal',
      kind: 'number',
      required: true,
      hint: 'Mass of one US gallon, e.g. 11.65 for 10-34-0; the tools give liquid rates in US gal/ac and L/ha from it.',
      when: (draft) => draft.form === 'LIQUID',
    },
    {
      name: 'saltIndex',
      kind: 'number',
      hint: 'Optional; leave empty when none is known.',
    },
    {
      name: 'saltIndexSource',
      hint: 'Title, publisher and year; required with a salt index. The Salt Index App shows it.',
    },
    {
      name: 'pricePerTonne',
      kind: 'number',
      hint: 'Canadian dollars per tonne (1000 kg); optional. The Optimize Calculator costs plans with it.',
    },
    {
      name: 'priceSetOn',
      kind: 'date',
      hint: 'Required with a price; change it when the price changes.',
    },
    {
      name: 'maySeedPlace',
      kind: 'checkbox',
      text: 'May be placed in the seed row',
      hint: 'Within the published safe rates; the Salt Index App checks them.',
    },
  ],
  empty: emptyForm<FertilizerDraft>({
    name: '',
    nitrogenPercent: 0,
    phosphatePercent: 0,
    potashPercent: 0,
    sulphurPercent: 0,
    otherPercent: 0,
    otherNutrients: '',
    form: 'DRY',
    lbPerUsGal: null,
    saltIndex: null,
    saltIndexSource: '',
    pricePerTonne: null,
    priceSetOn: '',
    maySeedPlace: false,
  }),

  // The record's fields as they are, but the date: empty rather than null in its box.
  draftOf: (product, empty) => formOf({ ...product, priceSetOn: product.priceSetOn ?? '' }, empty),
  // An empty analysis box never reaches the API (the check asks for a number first).
  check: (draft) => {
    const empty = ANALYSIS.find((name) => draft[name] === null);
    return empty
      ? { field: empty, message: `Enter a percentage for ${FERTILIZER_LABELS[empty]}; 0 when none` }
      : undefined;
  },
  inputOf: (draft) => ({
    ...draft,
    nitrogenPercent: draft.nitrogenPercent ?? 0,
    phosphatePercent: draft.phosphatePercent ?? 0,
    potashPercent: draft.potashPercent ?? 0,
    sulphurPercent: draft.sulphurPercent ?? 0,
    otherPercent: draft.otherPercent ?? 0,
    // A dry product has no density (the API drops one too).
    lbPerUsGal: draft.form === 'LIQUID' ? draft.lbPerUsGal : null,
    priceSetOn: draft.priceSetOn || null,
  }),
  // The form and the seed row in the office's words in the history.
  shown: {
    form: (value) => (value ? (FERTILIZER_FORM_LABELS[value as FertilizerForm] ?? value) : value),
    maySeedPlace: (value) => (value === 'true' ? 'Allowed' : 'Not allowed'),
  },
  name: (product) => product.name,
  messages: {
    added: (product) => `${product.name} was added; the farm tools offer it now.`,
    saved: (product) => `${product.name} was saved; the farm tools use it from now on.`,
  },
  remove: { question: fertilizerDeleteQuestion },
});

/** /admin/fertilizers/{id} and /admin/fertilizers/new: the editor of one fertilizer product. */
export const AdminFertilizerEditPage = () => <RecordEditorScreen config={FERTILIZER} />;
