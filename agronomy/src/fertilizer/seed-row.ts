import { crop, type CropId } from './crops.js';
import type { Analysis } from './nutrients.js';
import type { ReferenceFertilizer, SeedPlacementPractice, SeedRowHazardKind } from './products.js';
import {
  CANOLA_WATCH_2020_SEED_ROW,
  CCC_RIGHT_RATES,
  MORTVEDT_2001,
  type Source,
} from './references.js';
import {
  blendSaltIndex,
  SALT_INDEX_TABLE_USED,
  saltIndexOf,
  type BlendSaltIndex,
  type SaltIndexTable,
} from './salt-index.js';
import {
  LENTIL_SEED_PLACED_P2O5,
  MB_CEREAL_UREA_N,
  MB_P_TABLE_SBU,
  MB_SK_SEED_PLACED_P2O5,
  PHOSPHATE_GROUP,
  SEED_ROW_N_RULES,
  SOIL_TEXTURE_LABELS,
  type SeedbedMoisture,
  type SoilTexture,
  type UreaNColumn,
} from './seed-row-guidelines.js';

export type Verdict = 'safe' | 'caution' | 'exceeds';
const SEVERITY: Readonly<Record<Verdict, number>> = { safe: 0, caution: 1, exceeds: 2 };
const worst = (verdicts: readonly Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), 'safe');

/** Table columns are compared with this slack: 1 in. on 9 in. rows is the 11 % column exactly. */
const SAME_SBU = 1e-9;

/**
 * Seedbed utilization: the share of the seedbed the seed and fertilizer are spread over, spread ÷
 * row spacing (both in the same unit). A spread wider than the row spacing uses the whole seedbed.
 */
export function seedbedUtilization(spread: number, rowSpacing: number): number {
  if (!(Number.isFinite(spread) && spread >= 0)) {
    throw new RangeError('The spread must be 0 or more.');
  }
  if (!(Number.isFinite(rowSpacing) && rowSpacing > 0)) {
    throw new RangeError('The row spacing must be more than 0.');
  }
  return Math.min(1, spread / rowSpacing);
}

export const sbuPercent = (sbu: number) => Math.round(sbu * 100);

const columnSbu = (column: UreaNColumn) => column.spreadIn / column.rowSpacingIn;

/**
 * The Manitoba column to read for a seedbed utilization. The guideline does not say to
 * interpolate, so the tool reads the next more conservative column: the widest-listed SBU that is
 * not above the field's. Null when the field's SBU is narrower than every column.
 */
export function ureaNColumnFor(sbu: number): UreaNColumn | null {
  const fitting = MB_CEREAL_UREA_N.value.filter((column) => columnSbu(column) <= sbu + SAME_SBU);
  return fitting.reduce<UreaNColumn | null>(
    (best, column) => (best === null || columnSbu(column) > columnSbu(best) ? column : best),
    null,
  );
}

export interface SeedRowLine {
  name: string;
  analysis: Analysis;
  lbPerAcre: number;
  /** From the salt index table used; null when the table has none for it. */
  saltIndex: number | null;
  /** MAP: its N is judged within the phosphate limit, which is written for MAP. */
  nitrogenJudgedWithPhosphate: boolean;
  seedPlacement?: { practice: SeedPlacementPractice; note: string; source?: Source };
  hazard?: { kind: SeedRowHazardKind; note: string; source?: Source };
}

export function seedRowLineFromReference(
  product: ReferenceFertilizer,
  lbPerAcre: number,
  table: SaltIndexTable = SALT_INDEX_TABLE_USED.table,
): SeedRowLine {
  return {
    name: `${product.name} ${product.grade}`,
    analysis: product.analysis.value,
    lbPerAcre,
    saltIndex: saltIndexOf(product.id, table)?.value ?? null,
    nitrogenJudgedWithPhosphate: product.nitrogenJudgedWithPhosphate,
    seedPlacement: { ...product.seedPlacement.value, source: product.seedPlacement.source },
    hazard: { ...product.seedRowHazard.value, source: product.seedRowHazard.source },
  };
}

export interface SeedRowInput {
  crop: CropId;
  texture: SoilTexture;
  moisture: SeedbedMoisture;
  /** Width the opener spreads seed and fertilizer over, in the row spacing's unit. */
  spread: number;
  rowSpacing: number;
  lines: readonly SeedRowLine[];
}

export interface SeedRowFinding {
  topic: 'nitrogen' | 'phosphate' | 'potash' | 'sulphur' | 'product' | 'nothing';
  verdict: Verdict;
  reason: string;
  source?: Source;
  placedLbPerAcre?: number;
  limitLbPerAcre?: number;
}

export interface SeedRowCheck {
  seedbedUtilization: number;
  verdict: Verdict;
  findings: SeedRowFinding[];
  placedLbPerAcre: {
    /** N judged against the nitrogen guideline (all but MAP's). */
    nitrogen: number;
    nitrogenWithPhosphate: number;
    P2O5: number;
    K2O: number;
    S: number;
  };
  /** Why each product can hurt the seed, in plain words. */
  hazards: { product: string; kind: SeedRowHazardKind; note: string; source?: Source }[];
  saltIndex: BlendSaltIndex;
  saltIndexTable: { name: string; source: Source };
  notes: string[];
}

export const SALT_INDEX_NOTE = {
  text: 'Salt index is only a relative measure: it compares fertilizers with one another, but it cannot predict crop injury on its own. Soil moisture, texture and how far the seed sits from the fertilizer matter as much.',
  source: MORTVEDT_2001,
} as const;

const lb = (value: number) => `${Math.round(value * 10) / 10} lb/ac`;
const DRIER =
  'the guideline’s rates assume good to excellent seedbed moisture, and it gives none for a drier seedbed, where the safe rate is lower';

function nitrogenFinding(input: SeedRowInput, sbu: number, placed: number): SeedRowFinding | null {
  if (placed <= 0) return null;
  const cropName = crop(input.crop).name;
  if (!crop(input.crop).cereal) {
    const rule = SEED_ROW_N_RULES[input.crop];
    const reason = rule?.reason ?? `No seed-row nitrogen guideline for ${cropName} was read.`;
    const verdict: Verdict = rule?.kind === 'none' ? 'exceeds' : 'caution';
    return {
      topic: 'nitrogen',
      verdict,
      reason: `${lb(placed)} of N goes with the seed. ${reason}`,
      ...(rule?.source ? { source: rule.source } : {}),
      placedLbPerAcre: placed,
      ...(rule?.kind === 'none' ? { limitLbPerAcre: 0 } : {}),
    };
  }
  const column = ureaNColumnFor(sbu);
  const texture = SOIL_TEXTURE_LABELS[input.texture].toLowerCase();
  const source = MB_CEREAL_UREA_N.source;
  if (column === null) {
    const narrowest = MB_CEREAL_UREA_N.value.reduce((a, b) =>
      columnSbu(b) < columnSbu(a) ? b : a,
    );
    const limit = narrowest.lbNPerAcre[input.texture];
    const exceeds = placed > limit;
    return {
      topic: 'nitrogen',
      verdict: exceeds ? 'exceeds' : 'caution',
      reason: exceeds
        ? `${lb(placed)} of N is more than the ${lb(limit)} the guideline allows cereals on ${texture} soil even at its narrowest column (${sbuPercent(columnSbu(narrowest))} % SBU), and this opener spreads narrower still (${sbuPercent(sbu)} %).`
        : `This opener spreads narrower (${sbuPercent(sbu)} % SBU) than any column of the guideline, so it cannot vouch for ${lb(placed)} of N.`,
      source,
      placedLbPerAcre: placed,
      limitLbPerAcre: limit,
    };
  }
  const limit = column.lbNPerAcre[input.texture];
  const exact = Math.abs(columnSbu(column) - sbu) <= SAME_SBU;
  const where = `for cereals on ${texture} soil at ${sbuPercent(columnSbu(column))} % SBU (${column.spreadIn} in. spread on ${column.rowSpacingIn} in. rows)`;
  const columnNote = exact
    ? ''
    : ` The guideline has no column for ${sbuPercent(sbu)} % and does not say to interpolate, so the next narrower column is read.`;
  let verdict: Verdict;
  let reason: string;
  if (placed > limit) {
    verdict = 'exceeds';
    reason = `${lb(placed)} of N is more than the ${lb(limit)} the guideline gives ${where}.`;
  } else if (input.moisture === 'drier') {
    verdict = 'caution';
    reason = `${lb(placed)} of N is within the ${lb(limit)} given ${where}, but ${DRIER}.`;
  } else {
    verdict = 'safe';
    reason = `${lb(placed)} of N is within the ${lb(limit)} the guideline gives ${where}, with good to excellent seedbed moisture.`;
  }
  return {
    topic: 'nitrogen',
    verdict,
    reason: reason + columnNote,
    source,
    placedLbPerAcre: placed,
    limitLbPerAcre: limit,
  };
}

function phosphateLimit(cropId: CropId): {
  limit: number;
  reason: string;
  source: Source;
} {
  if (cropId === 'lentil') {
    return {
      limit: LENTIL_SEED_PLACED_P2O5.value,
      reason: 'Alberta Pulse Growers’ safe rate for lentil',
      source: LENTIL_SEED_PLACED_P2O5.source,
    };
  }
  const group = PHOSPHATE_GROUP[cropId] ?? 'canola';
  const { manitoba, saskatchewan } = MB_SK_SEED_PLACED_P2O5.value[group];
  const limit = Math.min(manitoba, saskatchewan);
  const which =
    manitoba === saskatchewan
      ? 'the Manitoba and Saskatchewan limit'
      : `the ${manitoba < saskatchewan ? 'Manitoba' : 'Saskatchewan'} limit, the lower of the two provinces’ (${manitoba} and ${saskatchewan} lb/ac)`;
  return { limit, reason: which, source: MB_SK_SEED_PLACED_P2O5.source };
}

function phosphateFinding(
  input: SeedRowInput,
  sbu: number,
  placed: number,
  notAsMap: string[],
): SeedRowFinding | null {
  if (placed <= 0) return null;
  const { limit, reason: which, source } = phosphateLimit(input.crop);
  const cropName = crop(input.crop).name.toLowerCase();
  const reasons: string[] = [];
  let verdict: Verdict;
  if (placed > limit) {
    verdict = 'exceeds';
    reasons.push(`${lb(placed)} of P₂O₅ is more than ${lb(limit)}, ${which} for ${cropName}.`);
  } else {
    verdict = 'safe';
    reasons.push(`${lb(placed)} of P₂O₅ is within ${lb(limit)}, ${which} for ${cropName}.`);
    if (input.moisture === 'drier') {
      verdict = 'caution';
      reasons.push(
        'The limits assume good to excellent moisture; in a drier seedbed seed injury is worse.',
      );
    }
    if (input.crop !== 'lentil' && sbu < MB_P_TABLE_SBU.min - SAME_SBU) {
      verdict = 'caution';
      reasons.push(
        `The limits are for a 1 in. spread on 6 to 7 in. rows; this opener spreads narrower (${sbuPercent(sbu)} % SBU).`,
      );
    }
  }
  if (notAsMap.length > 0 && input.crop !== 'lentil') {
    verdict = worst([verdict, 'caution']);
    reasons.push(
      `The limits are written for MAP; part of this phosphate is ${notAsMap.join(', ')}.`,
    );
  }
  return {
    topic: 'phosphate',
    verdict,
    reason: reasons.join(' '),
    source,
    placedLbPerAcre: placed,
    limitLbPerAcre: limit,
  };
}

/**
 * Compares what goes in the seed row with the published safe rates for the crop, soil texture,
 * moisture and seedbed utilization, and says why in plain words.
 */
export function checkSeedRow(input: SeedRowInput): SeedRowCheck {
  const sbu = seedbedUtilization(input.spread, input.rowSpacing);
  const placedLines = input.lines.filter((line) => line.lbPerAcre > 0);
  const sum = (pick: (line: SeedRowLine) => number) =>
    placedLines.reduce((total, line) => total + pick(line), 0);
  const nutrient = (line: SeedRowLine, key: keyof Analysis) =>
    (line.analysis[key] / 100) * line.lbPerAcre;
  const placedLbPerAcre = {
    nitrogen: sum((line) => (line.nitrogenJudgedWithPhosphate ? 0 : nutrient(line, 'N'))),
    nitrogenWithPhosphate: sum((line) =>
      line.nitrogenJudgedWithPhosphate ? nutrient(line, 'N') : 0,
    ),
    P2O5: sum((line) => nutrient(line, 'P2O5')),
    K2O: sum((line) => nutrient(line, 'K2O')),
    S: sum((line) => nutrient(line, 'S')),
  };

  const findings: SeedRowFinding[] = [];
  for (const line of placedLines) {
    if (line.seedPlacement?.practice === 'never') {
      findings.push({
        topic: 'product',
        verdict: 'exceeds',
        reason: `${line.name}: ${line.seedPlacement.note}`,
        ...(line.seedPlacement.source ? { source: line.seedPlacement.source } : {}),
      });
    }
  }
  const nitrogen = nitrogenFinding(input, sbu, placedLbPerAcre.nitrogen);
  if (nitrogen) findings.push(nitrogen);
  const notAsMap = placedLines
    .filter((line) => line.analysis.P2O5 > 0 && !line.nitrogenJudgedWithPhosphate)
    .map((line) => line.name);
  const phosphate = phosphateFinding(input, sbu, placedLbPerAcre.P2O5, notAsMap);
  if (phosphate) findings.push(phosphate);
  if (placedLbPerAcre.K2O > 0) {
    findings.push({
      topic: 'potash',
      verdict: 'caution',
      reason: `${lb(placedLbPerAcre.K2O)} of K₂O goes with the seed. No seed-row potash limit was read for this tool; potash has a high salt index, and canola tolerates much less of it than cereals.`,
      source: CCC_RIGHT_RATES,
      placedLbPerAcre: placedLbPerAcre.K2O,
    });
  }
  if (placedLbPerAcre.S > 0 && input.crop === 'canola') {
    findings.push({
      topic: 'sulphur',
      verdict: 'caution',
      reason: `${lb(placedLbPerAcre.S)} of S goes with the seed. In research on canola, adding 20 lb/ac of sulphur as ammonium sulphate or thiosulphate to seed-placed phosphate thinned stands by about another 20 %.`,
      source: CANOLA_WATCH_2020_SEED_ROW,
      placedLbPerAcre: placedLbPerAcre.S,
    });
  }
  if (placedLines.length === 0) {
    findings.push({
      topic: 'nothing',
      verdict: 'safe',
      reason: 'Nothing is placed with the seed.',
    });
  }

  const table = SALT_INDEX_TABLE_USED.table;
  return {
    seedbedUtilization: sbu,
    verdict: worst(findings.map((finding) => finding.verdict)),
    findings,
    placedLbPerAcre,
    hazards: placedLines.flatMap((line) =>
      line.hazard ? [{ product: line.name, ...line.hazard }] : [],
    ),
    saltIndex: blendSaltIndex(
      placedLines.map((line) => ({
        name: line.name,
        analysis: line.analysis,
        mass: line.lbPerAcre,
        saltIndex: line.saltIndex,
      })),
    ),
    saltIndexTable: { name: table.name, source: table.source },
    notes: [SALT_INDEX_NOTE.text],
  };
}
