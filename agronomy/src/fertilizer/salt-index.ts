import { analysisTotalPercent, type Analysis } from './nutrients.js';
import type { FertilizerId } from './products.js';
import {
  GARDEN_SALT_INDEX,
  IPNI_NSS_UAN,
  IPNI_NSS_UAN_COPY,
  LIQUI_GROW_2012,
  MORTVEDT_2001,
  MORTVEDT_TABLE_COPY,
  readFrom,
  type Checked,
  type Source,
} from './references.js';

/**
 * Salt index: the rise in the soil solution's osmotic pressure a fertilizer causes, relative to
 * the same mass of sodium nitrate (= 100). Published tables disagree (ammonium sulphate is 88.3 in
 * one, 69 in another) and are seldom attributed (Yudin et al. 2015), so each table is kept whole
 * with its source, and the tools say which one they use.
 */
export interface SaltIndexTable {
  id: 'mortvedt-2001' | 'garden-materials';
  name: string;
  source: Source;
  readIn?: string;
  /** Values by product; a product the table does not list is missing, never guessed. */
  values: Partial<Record<FertilizerId, Checked<number>>>;
}

const mortvedt = (value: number) => readFrom(value, MORTVEDT_2001, MORTVEDT_TABLE_COPY);

/** Mortvedt's table values for the salts UAN is made of (sodium nitrate = 100). */
const AMMONIUM_NITRATE = mortvedt(104);
const UREA = mortvedt(74.4);

/**
 * Mortvedt's method for a fluid: the salt index of a solution is the mass-weighted sum of its
 * salts' indexes (water adds none). UAN's composition is IPNI's: 28 % N is 40 % ammonium nitrate
 * and 30 % urea, 32 % N is 44 % and 35 %.
 */
const UAN_COMPOSITION = {
  'uan-28': { ammoniumNitrate: 0.4, urea: 0.3 },
  'uan-32': { ammoniumNitrate: 0.44, urea: 0.35 },
} as const;

const uanSaltIndex = (id: keyof typeof UAN_COMPOSITION): Checked<number> => {
  const { ammoniumNitrate, urea } = UAN_COMPOSITION[id];
  return {
    value: ammoniumNitrate * AMMONIUM_NITRATE.value + urea * UREA.value,
    source: {
      ...MORTVEDT_2001,
      where: `Calculated by Mortvedt’s mass-weighted method from the table’s ammonium nitrate (104) and urea (74.4), with the composition in ${IPNI_NSS_UAN.title} (${IPNI_NSS_UAN_COPY})`,
    },
    checked: true,
  };
};

export const MORTVEDT_SALT_INDEX: SaltIndexTable = {
  id: 'mortvedt-2001',
  name: 'Mortvedt (2001)',
  source: MORTVEDT_2001,
  readIn: MORTVEDT_TABLE_COPY,
  values: {
    'anhydrous-ammonia': mortvedt(47.1),
    urea: UREA,
    'ammonium-sulphate': mortvedt(88.3),
    map: mortvedt(26.7),
    dap: mortvedt(29.2),
    // The table has one row for potassium chloride, used for both grades.
    'kcl-60': mortvedt(116.2),
    'kcl-62': mortvedt(116.2),
    'potassium-sulphate': mortvedt(42.6),
    'uan-28': uanSaltIndex('uan-28'),
    'uan-32': uanSaltIndex('uan-32'),
    // Not in Mortvedt's table as reproduced; a starter-fertilizer table gives it.
    'app-10-34-0': readFrom(20, LIQUI_GROW_2012),
  },
};

export const GARDEN_MATERIALS_SALT_INDEX: SaltIndexTable = {
  id: 'garden-materials',
  name: 'Salt index values for some garden materials',
  source: GARDEN_SALT_INDEX,
  values: {
    'ammonium-sulphate': readFrom(69, GARDEN_SALT_INDEX),
    urea: readFrom(75, GARDEN_SALT_INDEX),
    'kcl-60': readFrom(114, GARDEN_SALT_INDEX),
    'potassium-sulphate': readFrom(46, GARDEN_SALT_INDEX),
  },
};

export const SALT_INDEX_TABLES: readonly SaltIndexTable[] = [
  MORTVEDT_SALT_INDEX,
  GARDEN_MATERIALS_SALT_INDEX,
];

/** The table the tools use, and the reason the page gives for it. */
export const SALT_INDEX_TABLE_USED = {
  table: MORTVEDT_SALT_INDEX,
  why: 'It has a named author and year, lists eight of the twelve reference products and gives both UAN grades by its own method for fluids. The other table read gives ammonium sulphate 69 instead of 88.3, but it names no source of its own and leaves out the phosphates and ammonia. 10-34-0 comes from a starter-fertilizer table; no salt index for ATS was read.',
} as const;

/**
 * Salt index per unit of nutrient (the "partial salt index"): the index divided by the product's
 * N + P₂O₅ + K₂O in percent. It compares products by the salt they bring per unit of nutrient.
 */
export function partialSaltIndex(saltIndex: number, analysis: Analysis): number | null {
  const nutrientPercent = analysisTotalPercent({ ...analysis, S: 0 });
  return nutrientPercent > 0 ? saltIndex / nutrientPercent : null;
}

export interface BlendLine {
  name: string;
  analysis: Analysis;
  /** Any mass unit, the same for every line (lb/ac, kg/ha…): the index is a weighted mean. */
  mass: number;
  saltIndex: number | null;
}

export interface BlendSaltIndex {
  /** Null when a line has no salt index in the table used, or the blend has no mass. */
  saltIndex: number | null;
  partialSaltIndex: number | null;
  /** The blend's analysis, % by mass. */
  analysis: Analysis;
  missing: string[];
  message: string | null;
}

/** The blend's salt index weighted by mass, and its salt index per unit of nutrient. */
export function blendSaltIndex(lines: readonly BlendLine[]): BlendSaltIndex {
  const used = lines.filter((line) => line.mass > 0);
  const mass = used.reduce((sum, line) => sum + line.mass, 0);
  const share = (pick: (line: BlendLine) => number) =>
    mass > 0 ? used.reduce((sum, line) => sum + pick(line) * line.mass, 0) / mass : 0;
  const analysis: Analysis = {
    N: share((line) => line.analysis.N),
    P2O5: share((line) => line.analysis.P2O5),
    K2O: share((line) => line.analysis.K2O),
    S: share((line) => line.analysis.S),
  };
  const missing = used.filter((line) => line.saltIndex === null).map((line) => line.name);
  if (mass === 0) {
    return {
      saltIndex: null,
      partialSaltIndex: null,
      analysis,
      missing,
      message: 'The blend is empty.',
    };
  }
  if (missing.length > 0) {
    return {
      saltIndex: null,
      partialSaltIndex: null,
      analysis,
      missing,
      message: `The table used gives no salt index for ${missing.join(', ')}, so the blend’s cannot be given.`,
    };
  }
  const saltIndex = share((line) => line.saltIndex ?? 0);
  return {
    saltIndex,
    partialSaltIndex: partialSaltIndex(saltIndex, analysis),
    analysis,
    missing,
    message: null,
  };
}

export const saltIndexOf = (
  id: FertilizerId,
  table: SaltIndexTable = SALT_INDEX_TABLE_USED.table,
) => table.values[id] ?? null;
