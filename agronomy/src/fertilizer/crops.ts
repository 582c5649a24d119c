import { KG_PER_LB } from '../units.js';
import { NUTRIENTS, type NutrientAmounts } from './nutrients.js';
import {
  ALBERTA_BUSHEL_TONNE,
  FLAX_COUNCIL_2016,
  POGA_WCFA_REMOVAL,
  readFrom,
  type Checked,
  type Source,
} from './references.js';

export type CropId =
  'canola' | 'spring-wheat' | 'durum' | 'barley' | 'oats' | 'field-pea' | 'lentil' | 'flax';

export interface Crop {
  id: CropId;
  name: string;
  /** Bushels in a tonne (Canadian grain-trade bushel weights); null when no table read lists it. */
  bushelsPerTonne: Checked<number> | null;
  /** Cereals are one group in the seed-row nitrogen guideline. */
  cereal: boolean;
}

const bushels = (value: number) => readFrom(value, ALBERTA_BUSHEL_TONNE);
const FLAX_BUSHELS_PER_TONNE = bushels(39.368);

export const CROPS: readonly Crop[] = [
  { id: 'canola', name: 'Canola', bushelsPerTonne: bushels(44.092), cereal: false },
  { id: 'spring-wheat', name: 'Spring wheat', bushelsPerTonne: bushels(36.744), cereal: true },
  // The converter has one row for wheat; a bushel of durum is taken as a bushel of wheat.
  { id: 'durum', name: 'Durum wheat', bushelsPerTonne: bushels(36.744), cereal: true },
  { id: 'barley', name: 'Barley', bushelsPerTonne: bushels(45.93), cereal: true },
  { id: 'oats', name: 'Oats', bushelsPerTonne: bushels(64.842), cereal: true },
  { id: 'field-pea', name: 'Field pea', bushelsPerTonne: bushels(36.744), cereal: false },
  { id: 'lentil', name: 'Lentil', bushelsPerTonne: null, cereal: false },
  { id: 'flax', name: 'Flax', bushelsPerTonne: FLAX_BUSHELS_PER_TONNE, cereal: false },
];

export const crop = (id: CropId): Crop => {
  const found = CROPS.find((entry) => entry.id === id);
  if (!found) throw new RangeError(`No crop ${id}.`);
  return found;
};

/**
 * Nutrients in the harvested seed (removal) and in the whole crop (uptake), per tonne of seed.
 * Removal is what leaves the field; uptake also counts the straw and chaff left behind.
 */
export interface RemovalCoefficients {
  crop: CropId;
  /** kg of nutrient per tonne of seed: removal (harvested seed). */
  removalKgPerTonne: NutrientAmounts;
  /** kg per tonne of seed taken up by the whole crop (seed, straw and chaff). */
  uptakeKgPerTonne: NutrientAmounts;
  /** The numbers exactly as the source prints them, so the page can show them. */
  published: Checked<unknown>;
  source: Source;
  note?: string;
}

type Amounts = readonly [number, number, number, number];
const amounts = ([N, P2O5, K2O, S]: Amounts): NutrientAmounts => ({ N, P2O5, K2O, S });
const scale = (values: NutrientAmounts, factor: number): NutrientAmounts => {
  const scaled = {} as NutrientAmounts;
  for (const nutrient of NUTRIENTS) scaled[nutrient] = values[nutrient] * factor;
  return scaled;
};

/** The Western Canada Fertilizer Association's table: kg/ha at a yield of 3225 kg/ha. */
const WCFA_YIELD_KG_PER_HA = 3225;
const wcfa = (
  cropId: CropId,
  seed: Amounts,
  total: Amounts,
  note?: string,
): RemovalCoefficients => ({
  crop: cropId,
  removalKgPerTonne: scale(amounts(seed), 1000 / WCFA_YIELD_KG_PER_HA),
  uptakeKgPerTonne: scale(amounts(total), 1000 / WCFA_YIELD_KG_PER_HA),
  published: readFrom(
    { yieldKgPerHa: WCFA_YIELD_KG_PER_HA, seedKgPerHa: seed, totalKgPerHa: total },
    POGA_WCFA_REMOVAL,
  ),
  source: POGA_WCFA_REMOVAL,
  ...(note ? { note } : {}),
});

/** Flax Council's lb/bu ranges; the tool uses the middle of each range. */
const FLAX_REMOVAL_LB_PER_BU = { N: [1.9, 2.3], P2O5: [0.6, 0.7], K2O: [0.5, 0.7], S: [0.2, 0.3] };
const FLAX_UPTAKE_LB_PER_BU = { N: [2.6, 3.2], P2O5: [0.75, 0.92], K2O: [1.6, 2.0], S: [0.5, 0.6] };
const middle = (ranges: Record<string, number[]>): NutrientAmounts => {
  const mid = {} as NutrientAmounts;
  for (const nutrient of NUTRIENTS) mid[nutrient] = (ranges[nutrient][0] + ranges[nutrient][1]) / 2;
  return mid;
};
/** lb per bushel → kg per tonne: lb/bu × bu/t is lb per tonne. */
const lbPerBushelToKgPerTonne = (values: NutrientAmounts, bushelsPerTonne: number) =>
  scale(values, bushelsPerTonne * KG_PER_LB.value);

export const REMOVAL_COEFFICIENTS: readonly RemovalCoefficients[] = [
  wcfa('canola', [120, 57, 29, 21], [190, 83, 150, 38]),
  wcfa('spring-wheat', [79, 32, 21, 5], [111, 39, 85, 13]),
  wcfa(
    'durum',
    [79, 32, 21, 5],
    [111, 39, 85, 13],
    'The source gives one row for wheat; the tool uses it for durum too.',
  ),
  wcfa('barley', [65, 24, 22, 5], [99, 33, 95, 13]),
  wcfa('oats', [58, 24, 17, 8], [98, 39, 87, 18]),
  {
    crop: 'flax',
    removalKgPerTonne: lbPerBushelToKgPerTonne(
      middle(FLAX_REMOVAL_LB_PER_BU),
      FLAX_BUSHELS_PER_TONNE.value,
    ),
    uptakeKgPerTonne: lbPerBushelToKgPerTonne(
      middle(FLAX_UPTAKE_LB_PER_BU),
      FLAX_BUSHELS_PER_TONNE.value,
    ),
    published: readFrom(
      { removalLbPerBushel: FLAX_REMOVAL_LB_PER_BU, uptakeLbPerBushel: FLAX_UPTAKE_LB_PER_BU },
      FLAX_COUNCIL_2016,
    ),
    source: FLAX_COUNCIL_2016,
    note: 'The middle of each published range is used. The same fact sheet’s Table 2 implies about 2.5 lb N/bu, above its own Table 1 range.',
  },
];

/** Why a crop has no coefficients, said on the page instead of a number. */
export const REMOVAL_GAPS: Readonly<Partial<Record<CropId, string>>> = {
  'field-pea':
    'No prairie removal coefficients for field pea could be read for this tool. Enter the targets directly.',
  lentil:
    'No prairie removal coefficients for lentil could be read for this tool. Enter the targets directly.',
};

export const removalCoefficients = (cropId: CropId): RemovalCoefficients | null =>
  REMOVAL_COEFFICIENTS.find((entry) => entry.crop === cropId) ?? null;

/** lb of nutrient per bushel of seed, from kg per tonne and the crop's bushel weight. */
export function removalLbPerBushel(cropId: CropId): NutrientAmounts | null {
  const coefficients = removalCoefficients(cropId);
  const perTonne = crop(cropId).bushelsPerTonne?.value;
  if (!coefficients || !perTonne) return null;
  return scale(coefficients.removalKgPerTonne, 1 / (perTonne * KG_PER_LB.value));
}
