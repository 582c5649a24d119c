import type { Source } from './references.js';
import { HA_PER_ACRE, kgPerHaToLbPerAcre } from '../units.js';
import { crop, removalCoefficients, REMOVAL_GAPS, type CropId } from './crops.js';
import { NUTRIENTS, type Nutrient, type NutrientAmounts } from './nutrients.js';

export type YieldGoal = { bushelsPerAcre: number } | { tonnesPerHa: number };

export interface TargetEstimateLine {
  nutrient: Nutrient;
  /** Removal by the harvested seed at the yield goal. */
  removalLbPerAcre: number;
  soilTestLbPerAcre: number;
  /** Removal less the soil test, never below zero, to the whole pound. */
  targetLbPerAcre: number;
  /** The soil test already covers the removal. */
  clampedAtZero: boolean;
}

export type TargetEstimate =
  | {
      available: true;
      /** Always true: the page labels these targets as an estimate. */
      estimate: true;
      label: string;
      lines: TargetEstimateLine[];
      source: Source;
      note?: string;
    }
  | { available: false; message: string };

export const ESTIMATE_LABEL =
  'Estimate: what the crop removes at your yield goal, less your soil test. Change any target you know better.';

export function yieldGoalTonnesPerHa(cropId: CropId, goal: YieldGoal): number | null {
  if ('tonnesPerHa' in goal) return goal.tonnesPerHa;
  const bushelsPerTonne = crop(cropId).bushelsPerTonne?.value;
  // bu/ac ÷ bu/t = t/ac, and t/ac ÷ ha/ac = t/ha.
  return bushelsPerTonne ? goal.bushelsPerAcre / bushelsPerTonne / HA_PER_ACRE.value : null;
}

/**
 * Targets estimated from a yield goal: removal coefficient × yield − soil-test nutrient, at least
 * zero. Rounded to the whole pound: the coefficients themselves vary by a tenth or more.
 */
export function targetsFromYieldGoal(input: {
  crop: CropId;
  yieldGoal: YieldGoal;
  soilTestLbPerAcre?: Partial<NutrientAmounts>;
}): TargetEstimate {
  const coefficients = removalCoefficients(input.crop);
  if (!coefficients) {
    return {
      available: false,
      message: REMOVAL_GAPS[input.crop] ?? 'No removal coefficients for this crop.',
    };
  }
  const tonnesPerHa = yieldGoalTonnesPerHa(input.crop, input.yieldGoal);
  if (tonnesPerHa === null) {
    return {
      available: false,
      message: `No bushel weight for ${crop(input.crop).name} was read; give the yield goal in tonnes per hectare.`,
    };
  }
  const lines = NUTRIENTS.map((nutrient): TargetEstimateLine => {
    const removalLbPerAcre = kgPerHaToLbPerAcre(
      coefficients.removalKgPerTonne[nutrient] * tonnesPerHa,
    );
    const soilTestLbPerAcre = input.soilTestLbPerAcre?.[nutrient] ?? 0;
    const difference = removalLbPerAcre - soilTestLbPerAcre;
    return {
      nutrient,
      removalLbPerAcre,
      soilTestLbPerAcre,
      targetLbPerAcre: Math.max(0, Math.round(difference)),
      clampedAtZero: difference <= 0,
    };
  });
  return {
    available: true,
    estimate: true,
    label: ESTIMATE_LABEL,
    lines,
    source: coefficients.source,
    ...(coefficients.note ? { note: coefficients.note } : {}),
  };
}

export interface FinalTarget {
  nutrient: Nutrient;
  lbPerAcre: number;
  /** Where the number came from: the farmer's own figure or the estimate. */
  from: 'entered' | 'estimate';
}

/** The estimate with the farmer's own figures in its place wherever one is given. */
export function applyTargetOverrides(
  estimate: TargetEstimate,
  overridesLbPerAcre: Partial<Record<Nutrient, number>>,
): FinalTarget[] {
  return NUTRIENTS.flatMap((nutrient): FinalTarget[] => {
    const entered = overridesLbPerAcre[nutrient];
    if (entered !== undefined)
      return [{ nutrient, lbPerAcre: Math.max(0, entered), from: 'entered' }];
    if (!estimate.available) return [];
    const line = estimate.lines.find((entry) => entry.nutrient === nutrient);
    return line ? [{ nutrient, lbPerAcre: line.targetLbPerAcre, from: 'estimate' }] : [];
  });
}
