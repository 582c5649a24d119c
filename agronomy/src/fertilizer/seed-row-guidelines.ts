import type { CropId } from './crops.js';
import {
  ALBERTA_PULSE_LENTIL,
  CCC_SAFE_RATES_2018,
  CCC_SEED_PLACEMENT,
  MB_SEED_PLACED_N,
  MB_SEED_PLACED_P,
  readFrom,
  SASKFLAX_FERTILIZER,
  type Checked,
  type Source,
} from './references.js';

export type SoilTexture = 'light' | 'medium' | 'heavy';

/** The texture classes as the Manitoba table names them. */
export const SOIL_TEXTURE_LABELS: Readonly<Record<SoilTexture, string>> = {
  light: 'Light (sandy loam)',
  medium: 'Medium (loam to clay loam)',
  heavy: 'Heavy (clay to heavy clay)',
};

/** The guideline's rates hold for good to excellent seedbed moisture only. */
export type SeedbedMoisture = 'good-to-excellent' | 'drier';

export interface UreaNColumn {
  spreadIn: number;
  rowSpacingIn: number;
  /** lb actual N per acre, by texture. */
  lbNPerAcre: Readonly<Record<SoilTexture, number>>;
}

/**
 * Manitoba's cereal table: approximate rates of urea N (lb N/ac) that can be safely applied with
 * cereal grain seed when seedbed moisture is good to excellent (at or near field capacity). The
 * guideline treats cereals as a group (oat slightly more tolerant than barley, barley than wheat)
 * and does not say to interpolate between its columns.
 */
export const MB_CEREAL_UREA_N: Checked<readonly UreaNColumn[]> = readFrom(
  [
    { spreadIn: 1, rowSpacingIn: 6, lbNPerAcre: { light: 10, medium: 20, heavy: 25 } },
    { spreadIn: 1, rowSpacingIn: 9, lbNPerAcre: { light: 0, medium: 15, heavy: 20 } },
    { spreadIn: 1, rowSpacingIn: 12, lbNPerAcre: { light: 0, medium: 10, heavy: 10 } },
    { spreadIn: 2, rowSpacingIn: 6, lbNPerAcre: { light: 20, medium: 30, heavy: 40 } },
    { spreadIn: 2, rowSpacingIn: 9, lbNPerAcre: { light: 15, medium: 25, heavy: 30 } },
    { spreadIn: 2, rowSpacingIn: 12, lbNPerAcre: { light: 10, medium: 20, heavy: 25 } },
    { spreadIn: 3, rowSpacingIn: 6, lbNPerAcre: { light: 30, medium: 40, heavy: 50 } },
    { spreadIn: 3, rowSpacingIn: 9, lbNPerAcre: { light: 20, medium: 30, heavy: 40 } },
    { spreadIn: 3, rowSpacingIn: 12, lbNPerAcre: { light: 15, medium: 25, heavy: 30 } },
  ],
  MB_SEED_PLACED_N,
);

/** A crop's seed-row nitrogen rule when no table of rates was read for it. */
export interface NitrogenRule {
  /** `none`: the source says no N with the seed; `unknown`: no limit was read. */
  kind: 'none' | 'unknown';
  reason: string;
  source?: Source;
}

export const SEED_ROW_N_RULES: Readonly<Partial<Record<CropId, NitrogenRule>>> = {
  canola: {
    kind: 'unknown',
    reason:
      'No table of seed-placed N for canola was read for this tool. Safe rates may be as low as 10 lb N/ac, depending on row spacing, seed and fertilizer separation, soil moisture and soil type; the Canola Council advises keeping all but the starter phosphate out of the seed row.',
    source: CCC_SEED_PLACEMENT,
  },
  flax: {
    kind: 'none',
    reason: 'Nitrogen should not be placed directly with flax seed.',
    source: SASKFLAX_FERTILIZER,
  },
  lentil: {
    kind: 'none',
    reason: 'Nitrogen should never be placed with lentil seed.',
    source: ALBERTA_PULSE_LENTIL,
  },
  'field-pea': {
    kind: 'unknown',
    reason: 'No guideline for seed-placed N with field pea was read for this tool.',
  },
};

export type PhosphateGroup = 'cereals' | 'canola' | 'peas-flax';

/**
 * Manitoba's Table 1 with its Saskatchewan column: maximum safe actual P₂O₅ with the seed, as MAP,
 * for disk or knife openers with a 1 in. spread on 6 to 7 in. rows (the copy read breaks off at
 * "good to ex…" moisture). Where the provinces differ, the tool uses the lower rate.
 */
export const MB_SK_SEED_PLACED_P2O5: Checked<
  Readonly<Record<PhosphateGroup, { manitoba: number; saskatchewan: number }>>
> = readFrom(
  {
    cereals: { manitoba: 50, saskatchewan: 50 },
    canola: { manitoba: 20, saskatchewan: 25 },
    'peas-flax': { manitoba: 20, saskatchewan: 15 },
  },
  MB_SEED_PLACED_P,
);

/** The table's conditions as seedbed utilization: 1 in. on 7 in. rows to 1 in. on 6 in. */
export const MB_P_TABLE_SBU = { min: 1 / 7, max: 1 / 6 } as const;

export const PHOSPHATE_GROUP: Readonly<Partial<Record<CropId, PhosphateGroup>>> = {
  'spring-wheat': 'cereals',
  durum: 'cereals',
  barley: 'cereals',
  oats: 'cereals',
  canola: 'canola',
  'field-pea': 'peas-flax',
  flax: 'peas-flax',
};

/** Lentil is not in Table 1; Alberta Pulse Growers give its seed-placed phosphate. */
export const LENTIL_SEED_PLACED_P2O5: Checked<number> = readFrom(15, ALBERTA_PULSE_LENTIL);

/** Canola's starter: up to 20 lb P₂O₅/ac with the seed, everything else banded away. */
export const CANOLA_STARTER_ADVICE: Checked<string> = readFrom(
  'Put up to 20 lb/ac of phosphate (at most 40 lb/ac of MAP) in the seed row, and all other fertilizer in a band outside it.',
  CCC_SAFE_RATES_2018,
);
