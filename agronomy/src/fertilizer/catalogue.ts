import { analysisProblems, analysisTotalPercent, type Analysis } from './nutrients.js';
import type { PlanProduct } from './plan.js';
import { REFERENCE_FERTILIZERS, type FertilizerId, type ProductForm } from './products.js';
import type { Source } from './references.js';
import { saltIndexOf } from './salt-index.js';
import { seedRowLineFromReference, type SeedRowLine } from './seed-row.js';

/**
 * One product a farmer can choose in the tools: one of the company's own (kept by the office,
 * with its price) or one of the reference fertilizers (cited, no price). The server's GraphQL and
 * the pages build plans and seed-row checks from the same entries with the functions below, so
 * both answer alike.
 */
export interface CatalogueProduct {
  /** `company-<record id>` or `reference-<FertilizerId>`: stable in a shared link. */
  id: string;
  kind: 'company' | 'reference';
  name: string;
  /** "11-52-0", "21-0-0-24S". */
  grade: string;
  analysis: Analysis;
  /** Any other declared nutrient (zinc, boron…), % by mass, counted in the 100 % check. */
  otherPercent: number;
  form: ProductForm;
  lbPerUsGal: number | null;
  saltIndex: number | null;
  /** Where the salt index comes from: the table used, or what the office wrote. */
  saltIndexSource: string | null;
  pricePerTonne: number | null;
  /** YYYY-MM-DD the price was set. */
  priceSetOn: string | null;
  maySeedPlace: boolean;
}

/** "11-52-0", with sulphur when it has some: "21-0-0-24S". */
export function gradeOf(analysis: Analysis): string {
  const grade = `${analysis.N}-${analysis.P2O5}-${analysis.K2O}`;
  return analysis.S > 0 ? `${grade}-${analysis.S}S` : grade;
}

/** A source in one line: "Title, Publisher, 2001" ("n.d." for an undated page). */
export const sourceLine = (source: Source) =>
  `${source.title}, ${source.publisher}, ${source.year ?? 'n.d.'}`;

const REFERENCE_PREFIX = 'reference-';

/** The reference fertilizers as catalogue entries, with the salt index of the table used. */
export const REFERENCE_CATALOGUE: readonly CatalogueProduct[] = REFERENCE_FERTILIZERS.map(
  (product): CatalogueProduct => {
    const salt = saltIndexOf(product.id);
    return {
      id: `${REFERENCE_PREFIX}${product.id}`,
      kind: 'reference',
      name: product.name,
      grade: product.grade,
      analysis: product.analysis.value,
      otherPercent: 0,
      form: product.form,
      lbPerUsGal: product.density?.value.lbPerUsGal ?? null,
      saltIndex: salt?.value ?? null,
      saltIndexSource: salt ? sourceLine(salt.source) : null,
      pricePerTonne: null,
      priceSetOn: null,
      maySeedPlace: product.seedPlacement.value.practice !== 'never',
    };
  },
);

const referenceOf = (entry: CatalogueProduct) =>
  entry.kind === 'reference'
    ? REFERENCE_FERTILIZERS.find((product) => `${REFERENCE_PREFIX}${product.id}` === entry.id)
    : undefined;

/** The reference fertilizer behind a catalogue id, if it is one. */
export const referenceIdOf = (id: string): FertilizerId | null =>
  id.startsWith(REFERENCE_PREFIX)
    ? (REFERENCE_FERTILIZERS.find((product) => `${REFERENCE_PREFIX}${product.id}` === id)?.id ??
      null)
    : null;

/** A catalogue entry as the plan weighs it. */
export function planProductOf(entry: CatalogueProduct, maxLbPerAcre?: number): PlanProduct {
  return {
    id: entry.id,
    name: `${entry.name} ${entry.grade}`,
    analysis: entry.analysis,
    ...(entry.lbPerUsGal ? { lbPerUsGal: entry.lbPerUsGal } : {}),
    pricePerTonne: entry.pricePerTonne,
    ...(maxLbPerAcre !== undefined ? { maxLbPerAcre } : {}),
  };
}

/**
 * A catalogue entry placed with the seed. A reference fertilizer brings its cited seed-placement
 * note and hazard; a company product brings what the office says of it (may it be seed-placed).
 */
export function seedRowLineOf(entry: CatalogueProduct, lbPerAcre: number): SeedRowLine {
  const reference = referenceOf(entry);
  if (reference) return seedRowLineFromReference(reference, lbPerAcre);
  return {
    name: `${entry.name} ${entry.grade}`,
    analysis: entry.analysis,
    lbPerAcre,
    saltIndex: entry.saltIndex,
    nitrogenJudgedWithPhosphate: false,
    seedPlacement: entry.maySeedPlace
      ? {
          practice: 'limited',
          note: 'The company lists it as one that may be seed-placed, within the safe rates.',
        }
      : { practice: 'never', note: 'The company says it must not be placed with the seed.' },
  };
}

/** Why a product's data cannot be used, or an empty list (the office's publish check). */
export function catalogueProblems(
  entry: Pick<CatalogueProduct, 'analysis' | 'otherPercent'>,
): string[] {
  const problems = analysisProblems(entry.analysis);
  if (!(Number.isFinite(entry.otherPercent) && entry.otherPercent >= 0)) {
    return [...problems, 'Other nutrients must be a percentage of 0 or more.'];
  }
  const total = analysisTotalPercent(entry.analysis) + entry.otherPercent;
  if (problems.length === 0 && total > 100) {
    problems.push(`The analysis adds up to ${Math.round(total * 100) / 100} %, more than 100 %.`);
  }
  return problems;
}
