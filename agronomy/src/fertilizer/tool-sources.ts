import { HA_PER_ACRE, KG_PER_LB, L_PER_US_GAL } from '../units.js';
import { OPTIMIZE_CAVEATS, SALT_INDEX_CAVEATS } from './caveats.js';
import { CROPS, REMOVAL_COEFFICIENTS } from './crops.js';
import { REFERENCE_FERTILIZERS } from './products.js';
import type { Source } from './references.js';
import { SALT_INDEX_TABLE_USED, SALT_INDEX_TABLES } from './salt-index.js';
import {
  LENTIL_SEED_PLACED_P2O5,
  MB_CEREAL_UREA_N,
  MB_SK_SEED_PLACED_P2O5,
  SEED_ROW_N_RULES,
  CANOLA_STARTER_ADVICE,
} from './seed-row-guidelines.js';

/** One entry of a tool's "Sources" section: the publication and what the tool takes from it. */
export interface ToolSource {
  source: Source;
  usedFor: string[];
}

function collect(entries: readonly (readonly [Source | undefined, string])[]): ToolSource[] {
  const byKey = new Map<string, ToolSource>();
  for (const [source, usedFor] of entries) {
    if (!source) continue;
    const key = `${source.title}|${source.publisher}|${source.where ?? ''}`;
    const found = byKey.get(key) ?? { source, usedFor: [] };
    if (!found.usedFor.includes(usedFor)) found.usedFor.push(usedFor);
    byKey.set(key, found);
  }
  return [...byKey.values()];
}

const UNIT_SOURCES = [
  [KG_PER_LB.source, 'Unit conversions (pound, acre, US gallon)'],
  [HA_PER_ACRE.source, 'Unit conversions (pound, acre, US gallon)'],
  [L_PER_US_GAL.source, 'Unit conversions (pound, acre, US gallon)'],
] as const;

const productSources = () =>
  REFERENCE_FERTILIZERS.flatMap((product) => {
    const name = `${product.name} ${product.grade}`;
    return [
      [product.analysis.source, `Analysis of ${name}`],
      [product.density?.source, `Density of ${name}`],
    ] as const;
  });

/**
 * Every publication the Optimize Calculator takes a number from: unit factors, the reference
 * products' analyses and densities, removal coefficients, bushel weights and its caveats.
 */
export function optimizeCalculatorSources(): ToolSource[] {
  return collect([
    ...UNIT_SOURCES,
    ...productSources(),
    ...REMOVAL_COEFFICIENTS.map(
      (entry) => [entry.source, `Nutrient removal by ${entry.crop.replace('-', ' ')}`] as const,
    ),
    ...CROPS.map((crop) => [crop.bushelsPerTonne?.source, 'Bushel weights'] as const),
    ...OPTIMIZE_CAVEATS.map((caveat) => [caveat.source, 'What the plan cannot tell'] as const),
  ]);
}

/**
 * Every publication the Salt Index App takes a number from: both salt index tables (the one used
 * named), the seed-row guidelines, the products' analyses, seed-placement notes and hazards.
 */
export function saltIndexAppSources(): ToolSource[] {
  const used = SALT_INDEX_TABLE_USED.table;
  return collect([
    ...SALT_INDEX_TABLES.map(
      (table) =>
        [
          table.source,
          table.id === used.id
            ? `Salt indexes (the table used: ${table.name})`
            : `Salt indexes (not used: ${table.name})`,
        ] as const,
    ),
    ...Object.values(used.values).map(
      (value) => [value?.source, `Salt indexes (the table used: ${used.name})`] as const,
    ),
    [MB_CEREAL_UREA_N.source, 'Safe rates of seed-placed urea N with cereals'],
    [MB_SK_SEED_PLACED_P2O5.source, 'Safe rates of seed-placed P₂O₅'],
    [LENTIL_SEED_PLACED_P2O5.source, 'Seed-placed P₂O₅ with lentil'],
    [CANOLA_STARTER_ADVICE.source, 'Canola starter phosphate'],
    ...Object.values(SEED_ROW_N_RULES).map(
      (rule) => [rule?.source, 'Seed-placed N with canola, flax and lentil'] as const,
    ),
    ...REFERENCE_FERTILIZERS.flatMap((product) => {
      const name = `${product.name} ${product.grade}`;
      return [
        [product.analysis.source, `Analysis of ${name}`],
        [product.seedPlacement.source, `Seed placement of ${name}`],
        [product.seedRowHazard.source, `Why ${name} can hurt seed`],
      ] as const;
    }),
    ...UNIT_SOURCES,
    ...SALT_INDEX_CAVEATS.map((caveat) => [caveat.source, 'What the check cannot tell'] as const),
  ]);
}
