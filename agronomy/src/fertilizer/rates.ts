import {
  acresToHectares,
  hectaresToAcres,
  KG_PER_LB,
  lbPerAcreToKgPerHa,
  lbPerUsGalToKgPerL,
  usGalPerAcreToLPerHa,
} from '../units.js';
import { NUTRIENTS, type Analysis, type Nutrient, type NutrientAmounts } from './nutrients.js';

/** A field is measured in acres or hectares; the tools work in acres inside and convert once. */
export type FieldArea = { acres: number } | { hectares: number };

export const fieldAcres = (field: FieldArea): number =>
  'acres' in field ? field.acres : hectaresToAcres(field.hectares);
export const fieldHectares = (field: FieldArea): number =>
  'hectares' in field ? field.hectares : acresToHectares(field.acres);

/** lb of each nutrient per acre in `productLbPerAcre` of a product (percent × rate). */
export function nutrientsSuppliedLbPerAcre(
  analysis: Analysis,
  productLbPerAcre: number,
): NutrientAmounts {
  const supplied = {} as NutrientAmounts;
  for (const nutrient of NUTRIENTS)
    supplied[nutrient] = (analysis[nutrient] / 100) * productLbPerAcre;
  return supplied;
}

/**
 * The product rate that supplies `nutrientLbPerAcre` of one nutrient (rate = target ÷ percent), or
 * null when the product has none of it.
 */
export function productLbPerAcreForNutrient(
  analysis: Analysis,
  nutrient: Nutrient,
  nutrientLbPerAcre: number,
): number | null {
  const percent = analysis[nutrient];
  return percent > 0 ? nutrientLbPerAcre / (percent / 100) : null;
}

export interface ProductRates {
  lbPerAcre: number;
  kgPerHa: number;
  /** Liquids only (a density is known). */
  usGalPerAcre: number | null;
  lPerHa: number | null;
}

/** One product rate in every unit the tools show; volumes need the liquid's density. */
export function productRates(lbPerAcre: number, lbPerUsGal?: number): ProductRates {
  const usGalPerAcre = lbPerUsGal && lbPerUsGal > 0 ? lbPerAcre / lbPerUsGal : null;
  return {
    lbPerAcre,
    kgPerHa: lbPerAcreToKgPerHa(lbPerAcre),
    usGalPerAcre,
    lPerHa: usGalPerAcre === null ? null : usGalPerAcreToLPerHa(usGalPerAcre),
  };
}

/** Product for the whole field, in tonnes (1000 kg). */
export const fieldTotalTonnes = (lbPerAcre: number, field: FieldArea): number =>
  (lbPerAcre * fieldAcres(field) * KG_PER_LB.value) / 1000;

/** A liquid's density as both labels give it. */
export const liquidDensity = (lbPerUsGal: number) => ({
  lbPerUsGal,
  kgPerL: lbPerUsGalToKgPerL(lbPerUsGal),
});
