import type { Analysis } from './nutrients.js';
import {
  AFE_SEED_PLACING,
  CCC_RIGHT_RATES,
  CCC_SAFE_RATES_2018,
  CORNELL_K_SOURCES,
  CORNELL_N_SOURCES,
  ESTIMATED_PHYSICAL_CHARACTERISTICS,
  IPNI_NSS_POLYPHOSPHATE,
  IPNI_NSS_POLYPHOSPHATE_COPY,
  ISU_ATS_2021,
  LIQUI_GROW_2012,
  MB_SEED_PLACED_N,
  readFrom,
  UNL_K_FERTILIZERS,
  UNL_NITROGEN_FERTILIZERS,
  UNL_NP_FERTILIZERS,
  VT_SPES_199,
  type Checked,
  type Source,
} from './references.js';

export type ProductForm = 'dry' | 'liquid' | 'gas';

/** What the sources read say about putting the product in the seed row. */
export type SeedPlacementPractice = 'common' | 'limited' | 'never' | 'not-stated';

/** Why the product can hurt a germinating seed: ammonia toxicity, the salt effect, or both. */
export type SeedRowHazardKind = 'ammonia' | 'salt' | 'ammonia-and-salt' | 'not-stated';

export type FertilizerId =
  | 'urea'
  | 'ammonium-sulphate'
  | 'map'
  | 'dap'
  | 'app-10-34-0'
  | 'uan-28'
  | 'uan-32'
  | 'kcl-60'
  | 'kcl-62'
  | 'potassium-sulphate'
  | 'ats'
  | 'anhydrous-ammonia';

export interface ReferenceFertilizer {
  id: FertilizerId;
  name: string;
  grade: string;
  analysis: Checked<Analysis>;
  /** Anhydrous ammonia is kept as a liquid under pressure and enters the soil as a gas. */
  form: ProductForm;
  /** Liquids and ammonia only: the mass of a US gallon, as product labels give it. */
  density?: Checked<{ lbPerUsGal: number }>;
  seedPlacement: Checked<{ practice: SeedPlacementPractice; note: string }>;
  seedRowHazard: Checked<{ kind: SeedRowHazardKind; note: string }>;
  /**
   * The seed-row phosphate limits are written for MAP, so MAP's own N is judged within them,
   * not against the urea-N table (the same guideline allows 50 lb P₂O₅/ac of MAP with cereals).
   */
  nitrogenJudgedWithPhosphate: boolean;
}

const analysis = (N: number, P2O5: number, K2O: number, S: number): Analysis => ({
  N,
  P2O5,
  K2O,
  S,
});

const AMMONIUM_N_HAZARD =
  'The risk comes from its nitrogen: ammonia damages seedlings by direct toxicity.';

const seedNote = (practice: SeedPlacementPractice, note: string, source: Source) =>
  readFrom({ practice, note }, source);
const hazard = (kind: SeedRowHazardKind, note: string, source: Source) =>
  readFrom({ kind, note }, source);

const NOT_STATED = 'No source read for this tool says how commonly it is seed-placed.';

const POTASH_SEED_PLACEMENT = seedNote(
  'limited',
  'Potash is best kept out of the seed row; canola tolerates much less seed-placed potash than cereals.',
  CCC_RIGHT_RATES,
);
const POTASH_HAZARD = hazard(
  'salt',
  'Potassium fertilizers have a high salt index and can damage seedlings.',
  CCC_RIGHT_RATES,
);
const UAN_HAZARD = hazard(
  'ammonia-and-salt',
  'Its urea and ammonium give ammonia, which is toxic to seedlings; its nitrate dries them through the salt effect.',
  CCC_RIGHT_RATES,
);

export const REFERENCE_FERTILIZERS: readonly ReferenceFertilizer[] = [
  {
    id: 'urea',
    name: 'Urea',
    grade: '46-0-0',
    analysis: readFrom(analysis(46, 0, 0, 0), CORNELL_N_SOURCES),
    form: 'dry',
    seedPlacement: seedNote(
      'limited',
      'Provincial guidelines allow small rates of urea N with cereal seed, less on light soil, in a dry seedbed or with narrow openers.',
      MB_SEED_PLACED_N,
    ),
    seedRowHazard: hazard(
      'ammonia',
      'Urea reduces crop emergence through ammonia toxicity: its harm to seed is mainly ammonia, not salt.',
      AFE_SEED_PLACING,
    ),
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'ammonium-sulphate',
    name: 'Ammonium sulphate',
    grade: '21-0-0-24S',
    analysis: readFrom(analysis(21, 0, 0, 24), CORNELL_N_SOURCES),
    form: 'dry',
    seedPlacement: seedNote('not-stated', NOT_STATED, CORNELL_N_SOURCES),
    seedRowHazard: hazard(
      'ammonia-and-salt',
      'The risk comes from its ammonium nitrogen, and its salt index is among the highest of the nitrogen fertilizers.',
      CCC_RIGHT_RATES,
    ),
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'map',
    name: 'Monoammonium phosphate (MAP)',
    grade: '11-52-0',
    analysis: readFrom(analysis(11, 52, 0, 0), UNL_NP_FERTILIZERS),
    form: 'dry',
    seedPlacement: seedNote(
      'common',
      'The usual starter phosphate in the seed row: for canola, up to 20 lb P₂O₅/ac (about 40 lb/ac of MAP).',
      CCC_SAFE_RATES_2018,
    ),
    seedRowHazard: hazard('ammonia', AMMONIUM_N_HAZARD, CCC_RIGHT_RATES),
    nitrogenJudgedWithPhosphate: true,
  },
  {
    id: 'dap',
    name: 'Diammonium phosphate (DAP)',
    grade: '18-46-0',
    analysis: readFrom(analysis(18, 46, 0, 0), UNL_NP_FERTILIZERS),
    form: 'dry',
    seedPlacement: seedNote('not-stated', NOT_STATED, UNL_NP_FERTILIZERS),
    seedRowHazard: hazard('ammonia', AMMONIUM_N_HAZARD, CCC_RIGHT_RATES),
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'app-10-34-0',
    name: 'Ammonium polyphosphate',
    grade: '10-34-0',
    analysis: readFrom(analysis(10, 34, 0, 0), UNL_NP_FERTILIZERS),
    form: 'liquid',
    density: readFrom({ lbPerUsGal: 11.6 }, IPNI_NSS_POLYPHOSPHATE, IPNI_NSS_POLYPHOSPHATE_COPY),
    seedPlacement: seedNote(
      'common',
      'Listed among the common starter (in-furrow) fertilizers.',
      LIQUI_GROW_2012,
    ),
    seedRowHazard: hazard('ammonia', AMMONIUM_N_HAZARD, CCC_RIGHT_RATES),
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'uan-28',
    name: 'Urea ammonium nitrate solution (UAN 28)',
    grade: '28-0-0',
    analysis: readFrom(analysis(28, 0, 0, 0), CORNELL_N_SOURCES),
    form: 'liquid',
    density: readFrom({ lbPerUsGal: 10.67 }, VT_SPES_199),
    seedPlacement: seedNote('not-stated', NOT_STATED, CORNELL_N_SOURCES),
    seedRowHazard: UAN_HAZARD,
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'uan-32',
    name: 'Urea ammonium nitrate solution (UAN 32)',
    grade: '32-0-0',
    analysis: readFrom(analysis(32, 0, 0, 0), CORNELL_N_SOURCES),
    form: 'liquid',
    density: readFrom({ lbPerUsGal: 11.06 }, ESTIMATED_PHYSICAL_CHARACTERISTICS),
    seedPlacement: seedNote('not-stated', NOT_STATED, CORNELL_N_SOURCES),
    seedRowHazard: UAN_HAZARD,
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'kcl-60',
    name: 'Potassium chloride (potash)',
    grade: '0-0-60',
    analysis: readFrom(analysis(0, 0, 60, 0), UNL_K_FERTILIZERS),
    form: 'dry',
    seedPlacement: POTASH_SEED_PLACEMENT,
    seedRowHazard: POTASH_HAZARD,
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'kcl-62',
    name: 'Potassium chloride (potash)',
    grade: '0-0-62',
    analysis: readFrom(analysis(0, 0, 62, 0), CORNELL_K_SOURCES),
    form: 'dry',
    seedPlacement: POTASH_SEED_PLACEMENT,
    seedRowHazard: POTASH_HAZARD,
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'potassium-sulphate',
    name: 'Potassium sulphate',
    grade: '0-0-50-18S',
    analysis: readFrom(analysis(0, 0, 50, 18), UNL_K_FERTILIZERS),
    form: 'dry',
    seedPlacement: POTASH_SEED_PLACEMENT,
    seedRowHazard: POTASH_HAZARD,
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'ats',
    name: 'Ammonium thiosulphate (ATS)',
    grade: '12-0-0-26S',
    analysis: readFrom(analysis(12, 0, 0, 26), ISU_ATS_2021),
    form: 'liquid',
    density: readFrom({ lbPerUsGal: 11.04 }, ESTIMATED_PHYSICAL_CHARACTERISTICS),
    seedPlacement: seedNote(
      'never',
      'ATS should not be applied in the furrow: it will cause seedling damage.',
      ISU_ATS_2021,
    ),
    seedRowHazard: hazard(
      'not-stated',
      'It damages seedlings in the furrow; the source read does not say whether through ammonia or salt.',
      ISU_ATS_2021,
    ),
    nitrogenJudgedWithPhosphate: false,
  },
  {
    id: 'anhydrous-ammonia',
    name: 'Anhydrous ammonia',
    grade: '82-0-0',
    analysis: readFrom(analysis(82, 0, 0, 0), CORNELL_N_SOURCES),
    form: 'gas',
    density: readFrom({ lbPerUsGal: 5.15 }, UNL_NITROGEN_FERTILIZERS),
    seedPlacement: seedNote(
      'never',
      'Anhydrous ammonia should never be placed in the seed row.',
      CCC_RIGHT_RATES,
    ),
    seedRowHazard: hazard(
      'ammonia',
      'It is ammonia: directly toxic to seed and seedlings.',
      CCC_RIGHT_RATES,
    ),
    nitrogenJudgedWithPhosphate: false,
  },
];

export const referenceFertilizer = (id: FertilizerId): ReferenceFertilizer => {
  const found = REFERENCE_FERTILIZERS.find((product) => product.id === id);
  if (!found) throw new RangeError(`No reference fertilizer ${id}.`);
  return found;
};
