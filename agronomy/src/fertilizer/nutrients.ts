/**
 * The nutrients the tools plan for, as fertilizer labels declare them: nitrogen as N, phosphate as
 * P₂O₅, potash as K₂O and sulphur as S, each in percent of the product's mass.
 */
export type Nutrient = 'N' | 'P2O5' | 'K2O' | 'S';

export const NUTRIENTS: readonly Nutrient[] = ['N', 'P2O5', 'K2O', 'S'];

export const NUTRIENT_LABELS: Readonly<Record<Nutrient, string>> = {
  N: 'N',
  P2O5: 'P₂O₅',
  K2O: 'K₂O',
  S: 'S',
};

/** Guaranteed analysis, % by mass. */
export type Analysis = Readonly<Record<Nutrient, number>>;

/** Nutrient amounts, one per nutrient; the unit is in the name of whatever holds it. */
export type NutrientAmounts = Record<Nutrient, number>;

export const zeroAmounts = (): NutrientAmounts => ({ N: 0, P2O5: 0, K2O: 0, S: 0 });

export const analysisTotalPercent = (analysis: Analysis): number =>
  NUTRIENTS.reduce((sum, nutrient) => sum + analysis[nutrient], 0);

/**
 * Why an analysis cannot be a real product, or an empty list. The admin refuses to publish one
 * that adds up to more than 100 %: no product is more than all of its own mass.
 */
export function analysisProblems(analysis: Analysis): string[] {
  const problems: string[] = [];
  for (const nutrient of NUTRIENTS) {
    const percent = analysis[nutrient];
    if (!Number.isFinite(percent) || percent < 0) {
      problems.push(`${NUTRIENT_LABELS[nutrient]} must be a percentage of 0 or more.`);
    }
  }
  const total = analysisTotalPercent(analysis);
  if (problems.length === 0 && total > 100) {
    problems.push(`The analysis adds up to ${total} %, more than 100 %.`);
  }
  if (problems.length === 0 && total === 0) {
    problems.push('The analysis declares no N, P₂O₅, K₂O or S.');
  }
  return problems;
}
