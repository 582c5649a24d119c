import type { EntityManager } from '@mikro-orm/postgresql';
import {
  catalogueProblems,
  gradeOf,
  REFERENCE_CATALOGUE,
  type Analysis,
  type CatalogueProduct,
} from 'agronomy';
import { InvalidInputError } from '../../common/errors.js';
import { oneList, RecordService, type RecordKind } from '../records/index.js';
import type { FertilizerProductInput } from './dto/fertilizer-product.input.js';
import { FertilizerProductInput as Input } from './dto/fertilizer-product.input.js';
import { FertilizerForm, FertilizerProduct } from './fertilizer-product.entity.js';

/** The kind of record of fertilizer products' versions and audit rows. */
export const FERTILIZER_RECORD = 'fertilizer-product';

export const DENSITY_REQUIRED = 'A liquid needs its density in lb/US gal';
export const SALT_SOURCE_REQUIRED = 'Say where the salt index comes from (title, publisher, year)';
export const PRICE_DATE_REQUIRED = 'Give the day the price was set';

const analysisOf = (fields: {
  nitrogenPercent: number;
  phosphatePercent: number;
  potashPercent: number;
  sulphurPercent: number;
}): Analysis => ({
  N: fields.nitrogenPercent,
  P2O5: fields.phosphatePercent,
  K2O: fields.potashPercent,
  S: fields.sulphurPercent,
});

/**
 * The publish checks of a product, across its fields: the analysis adds up to 100 % at most (the
 * agronomy module's rule, the same the tools apply), a liquid has a density, a salt index says
 * where it comes from and a price the day it was set. All problems at once, nothing saved.
 */
function fields(_em: EntityManager, input: FertilizerProductInput) {
  const problems: Record<string, string> = {};
  const [analysisProblem] = catalogueProblems({
    analysis: analysisOf(input),
    otherPercent: input.otherPercent,
  });
  if (analysisProblem) problems.nitrogenPercent = analysisProblem;
  const liquid = input.form === FertilizerForm.LIQUID;
  if (liquid && (input.lbPerUsGal ?? null) === null) problems.lbPerUsGal = DENSITY_REQUIRED;
  const saltIndexSource = input.saltIndexSource.trim();
  if ((input.saltIndex ?? null) !== null && !saltIndexSource) {
    problems.saltIndexSource = SALT_SOURCE_REQUIRED;
  }
  const priced = (input.pricePerTonne ?? null) !== null;
  if (priced && !input.priceSetOn) problems.priceSetOn = PRICE_DATE_REQUIRED;
  const [first] = Object.values(problems);
  if (first) throw new InvalidInputError(first, problems);
  return {
    name: input.name.trim(),
    nitrogenPercent: input.nitrogenPercent,
    phosphatePercent: input.phosphatePercent,
    potashPercent: input.potashPercent,
    sulphurPercent: input.sulphurPercent,
    otherPercent: input.otherPercent,
    otherNutrients: input.otherNutrients.trim(),
    form: input.form,
    // A dry product has no density; one left from when it was liquid would mislead the tools.
    lbPerUsGal: liquid ? (input.lbPerUsGal ?? null) : null,
    saltIndex: input.saltIndex ?? null,
    saltIndexSource: (input.saltIndex ?? null) === null ? '' : saltIndexSource,
    pricePerTonne: input.pricePerTonne ?? null,
    priceSetOn: priced ? (input.priceSetOn ?? null) : null,
    maySeedPlace: input.maySeedPlace,
  };
}

const SNAPSHOT = [
  'name',
  'nitrogenPercent',
  'phosphatePercent',
  'potashPercent',
  'sulphurPercent',
  'otherPercent',
  'otherNutrients',
  'form',
  'lbPerUsGal',
  'saltIndex',
  'saltIndexSource',
  'pricePerTonne',
  'priceSetOn',
  'maySeedPlace',
] as const;

/**
 * A fertilizer product of the company: one list in the office's order, versioned and audited,
 * searched by name. The tools read it at once: a saved price changes the next plan.
 */
export const FERTILIZER_PRODUCTS: RecordKind<FertilizerProduct, FertilizerProductInput> = {
  entity: FertilizerProduct,
  recordType: FERTILIZER_RECORD,
  notFound: 'Fertilizer product not found',
  label: 'name',
  fields,
  snapshot: SNAPSHOT,
  versions: { input: Input },
  order: oneList(),
  search: { in: ['name', 'otherNutrients'] },
};

/** A stored product as the tools take it. */
export function catalogueEntryOf(product: FertilizerProduct): CatalogueProduct {
  const analysis = analysisOf(product);
  return {
    id: `company-${product.id}`,
    kind: 'company',
    name: product.name,
    grade: gradeOf(analysis),
    analysis,
    otherPercent: product.otherPercent,
    form: product.form,
    lbPerUsGal: product.lbPerUsGal,
    saltIndex: product.saltIndex,
    saltIndexSource: product.saltIndexSource || null,
    pricePerTonne: product.pricePerTonne,
    priceSetOn: product.priceSetOn,
    maySeedPlace: product.maySeedPlace,
  };
}

/** The company's fertilizers: the office's editing and the tools' product list. */
export class FertilizerProductService extends RecordService<
  FertilizerProduct,
  FertilizerProductInput
> {
  constructor(em: EntityManager) {
    super(em, FERTILIZER_PRODUCTS);
  }

  /** What the tools offer: the company's products in the office's order, then the reference list. */
  async catalogue(): Promise<CatalogueProduct[]> {
    const own = await this.em.find(
      FertilizerProduct,
      {},
      { orderBy: { sortOrder: 'asc', id: 'asc' } },
    );
    return [...own.map(catalogueEntryOf), ...REFERENCE_CATALOGUE];
  }
}
