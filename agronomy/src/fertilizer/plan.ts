import { solve, type Coefficients, type Constraint, type Model } from 'yalps';
import { HA_PER_ACRE, KG_PER_LB, lbPerAcreToKgPerHa } from '../units.js';
import {
  NUTRIENT_LABELS,
  NUTRIENTS,
  zeroAmounts,
  type Analysis,
  type Nutrient,
} from './nutrients.js';
import {
  fieldAcres,
  fieldTotalTonnes,
  nutrientsSuppliedLbPerAcre,
  productRates,
  type FieldArea,
  type ProductRates,
} from './rates.js';

export interface PlanProduct {
  id: string;
  name: string;
  analysis: Analysis;
  /** Liquids: lb per US gallon, for gallons and litres per area. */
  lbPerUsGal?: number;
  /** Price per tonne (1000 kg), in the office's currency; optional. */
  pricePerTonne?: number | null;
  /** Most of this product the plan may use, lb/ac (a seed-row or equipment limit). */
  maxLbPerAcre?: number;
}

/** `exact`: meet every target with the least nutrient to spare; `least-cost`: meet them cheapest. */
export type PlanMode = 'exact' | 'least-cost';

export interface PlanInput {
  products: readonly PlanProduct[];
  targetsLbPerAcre: Partial<Record<Nutrient, number>>;
  field: FieldArea;
  mode: PlanMode;
}

export interface PlanLine {
  productId: string;
  name: string;
  rates: ProductRates;
  fieldTonnes: number;
  costPerAcre: number | null;
}

export interface NutrientBalance {
  nutrient: Nutrient;
  targetLbPerAcre: number | null;
  suppliedLbPerAcre: number;
  /** Supplied − target: positive is more than the target. */
  differenceLbPerAcre: number | null;
  targetKgPerHa: number | null;
  suppliedKgPerHa: number;
  status: 'met' | 'over' | 'no-target';
}

export type PlanIssue =
  | { kind: 'no-products' }
  | { kind: 'no-prices' }
  | { kind: 'no-product-supplies'; nutrient: Nutrient }
  | { kind: 'only-unpriced-supply'; nutrient: Nutrient; products: string[] }
  | { kind: 'limit-too-low'; nutrient: Nutrient; targetLbPerAcre: number; maxLbPerAcre: number }
  | { kind: 'solver'; status: string };

export interface Excluded {
  name: string;
  reason: string;
}

export type PlanResult =
  | {
      feasible: true;
      mode: PlanMode;
      lines: PlanLine[];
      balance: NutrientBalance[];
      /** Null when a product in the plan has no price. */
      cost: { perAcre: number; perHa: number; perField: number } | null;
      unpriced: string[];
      excluded: Excluded[];
    }
  | { feasible: false; mode: PlanMode; issues: PlanIssue[]; message: string; excluded: Excluded[] };

/** A difference this small rounds to zero on the page (rates are shown to 0.1 lb/ac). */
const OVER_LB_PER_ACRE = 0.05;
/**
 * The first objective may drift this much (relative, with an absolute floor) while the second one
 * is chosen. With no floor under yalps' own precision (1e-8), the second solve can call an optimum
 * "infeasible": two 0-24-0 products a cent apart did.
 */
const TIE_TOLERANCE = 1e-8;
const TIE_FLOOR = 1e-7;

const costPerLb = (pricePerTonne: number) => (pricePerTonne * KG_PER_LB.value) / 1000;
const priced = (product: PlanProduct): product is PlanProduct & { pricePerTonne: number } =>
  typeof product.pricePerTonne === 'number' && Number.isFinite(product.pricePerTonne);

/** A rate below this shows as 0.0 lb/ac: the plan leaves it out when that costs nothing. */
const MIN_LB_PER_ACRE = 0.05;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function issueSentence(issue: PlanIssue): string {
  switch (issue.kind) {
    case 'no-products':
      return 'Choose at least one product.';
    case 'no-prices':
      return 'A least-cost plan needs prices, and none of these products has a price per tonne.';
    case 'no-product-supplies':
      return `None of these products supplies ${NUTRIENT_LABELS[issue.nutrient]}.`;
    case 'only-unpriced-supply':
      return `Only products without a price supply ${NUTRIENT_LABELS[issue.nutrient]} (${issue.products.join(', ')}): give a price or ask for the exact plan.`;
    case 'limit-too-low':
      return `The ${NUTRIENT_LABELS[issue.nutrient]} target of ${round1(issue.targetLbPerAcre)} lb/ac cannot be met within the product limits: they allow at most ${round1(issue.maxLbPerAcre)} lb/ac.`;
    case 'solver':
      return `The plan could not be worked out (${issue.status}).`;
  }
}

const activeTargets = (targets: PlanInput['targetsLbPerAcre']) =>
  NUTRIENTS.filter((nutrient) => (targets[nutrient] ?? 0) > 0);

/** Why no plan can meet the targets, found before solving so the answer can be said plainly. */
function findIssues(
  products: readonly PlanProduct[],
  unpriced: readonly PlanProduct[],
  input: PlanInput,
): PlanIssue[] {
  if (products.length === 0 && unpriced.length === 0) return [{ kind: 'no-products' }];
  if (products.length === 0) return [{ kind: 'no-prices' }];
  const issues: PlanIssue[] = [];
  for (const nutrient of activeTargets(input.targetsLbPerAcre)) {
    const target = input.targetsLbPerAcre[nutrient] ?? 0;
    const suppliers = products.filter((product) => product.analysis[nutrient] > 0);
    if (suppliers.length === 0) {
      const unpricedSuppliers = unpriced.filter((product) => product.analysis[nutrient] > 0);
      issues.push(
        unpricedSuppliers.length > 0
          ? {
              kind: 'only-unpriced-supply',
              nutrient,
              products: unpricedSuppliers.map((product) => product.name),
            }
          : { kind: 'no-product-supplies', nutrient },
      );
      continue;
    }
    // Every coefficient is ≥ 0, so each target is reachable alone iff all of them are together.
    if (suppliers.every((product) => product.maxLbPerAcre !== undefined)) {
      const maxLbPerAcre = suppliers.reduce(
        (sum, product) => sum + ((product.maxLbPerAcre ?? 0) * product.analysis[nutrient]) / 100,
        0,
      );
      if (maxLbPerAcre < target) {
        issues.push({ kind: 'limit-too-low', nutrient, targetLbPerAcre: target, maxLbPerAcre });
      }
    }
  }
  return issues;
}

type Objective = 'cost' | 'surplus' | 'mass';

/** Minimises `first`, then `second` among the plans within a hair of the best `first`. */
function solveLexicographic(
  products: readonly PlanProduct[],
  targets: PlanInput['targetsLbPerAcre'],
  first: Objective,
  second: Objective,
) {
  const targeted = activeTargets(targets);
  const constraints: Record<string, Constraint> = {};
  for (const nutrient of targeted) constraints[nutrient] = { min: targets[nutrient] ?? 0 };
  const variables: Record<string, Coefficients> = {};
  products.forEach((product, index) => {
    const coefficients: Record<string, number> = {
      mass: 1,
      cost: priced(product) ? costPerLb(product.pricePerTonne) : 0,
      surplus: targeted.reduce((sum, nutrient) => sum + product.analysis[nutrient] / 100, 0),
    };
    for (const nutrient of targeted) coefficients[nutrient] = product.analysis[nutrient] / 100;
    if (product.maxLbPerAcre !== undefined) {
      coefficients[`max${index}`] = 1;
      constraints[`max${index}`] = { max: product.maxLbPerAcre };
    }
    variables[`p${index}`] = coefficients;
  });
  const model: Model = { direction: 'minimize', objective: first, constraints, variables };
  const best = solve(model);
  if (best.status !== 'optimal') return best;
  const bound = best.result + Math.max(TIE_FLOOR, TIE_TOLERANCE * Math.abs(best.result));
  const tieBroken = solve({
    ...model,
    objective: second,
    constraints: { ...constraints, [first]: { max: bound } },
  });
  // The first answer is already a valid plan: a tie-break that fails never costs the farmer one.
  return tieBroken.status === 'optimal' ? tieBroken : best;
}

function balanceOf(
  chosen: readonly { product: PlanProduct; lbPerAcre: number }[],
  targets: PlanInput['targetsLbPerAcre'],
) {
  const supplied = zeroAmounts();
  for (const { product, lbPerAcre } of chosen) {
    const amounts = nutrientsSuppliedLbPerAcre(product.analysis, lbPerAcre);
    for (const nutrient of NUTRIENTS) supplied[nutrient] += amounts[nutrient];
  }
  return NUTRIENTS.map((nutrient): NutrientBalance => {
    const target = targets[nutrient];
    const hasTarget = target !== undefined && target > 0;
    const difference = hasTarget ? supplied[nutrient] - target : null;
    return {
      nutrient,
      targetLbPerAcre: hasTarget ? target : null,
      suppliedLbPerAcre: supplied[nutrient],
      differenceLbPerAcre: difference,
      targetKgPerHa: hasTarget ? lbPerAcreToKgPerHa(target) : null,
      suppliedKgPerHa: lbPerAcreToKgPerHa(supplied[nutrient]),
      status: !hasTarget ? 'no-target' : (difference ?? 0) >= OVER_LB_PER_ACRE ? 'over' : 'met',
    };
  });
}

/**
 * One product's line at `lbPerAcre`: its rates, the field's total and its cost per acre (null
 * without a price). A page shows a product the plan does not need as its line at 0.
 */
export function planLineOf(product: PlanProduct, lbPerAcre: number, field: FieldArea): PlanLine {
  return {
    productId: product.id,
    name: product.name,
    rates: productRates(lbPerAcre, product.lbPerUsGal),
    fieldTonnes: fieldTotalTonnes(lbPerAcre, field),
    costPerAcre: priced(product) ? lbPerAcre * costPerLb(product.pricePerTonne) : null,
  };
}

/**
 * A plan that meets every target with the chosen products. Rates are never negative; a product
 * left out of the plan is simply not in `lines`.
 */
export function planFertilizer(input: PlanInput): PlanResult {
  const leastCost = input.mode === 'least-cost';
  const unpricedProducts = leastCost ? input.products.filter((product) => !priced(product)) : [];
  const products = leastCost ? input.products.filter(priced) : [...input.products];
  const excluded = unpricedProducts.map((product) => ({
    name: product.name,
    reason: 'It has no price, so a least-cost plan cannot weigh it.',
  }));
  const fail = (issues: PlanIssue[]): PlanResult => ({
    feasible: false,
    mode: input.mode,
    issues,
    message: issues.map(issueSentence).join(' '),
    excluded,
  });

  const issues = findIssues(products, unpricedProducts, input);
  if (issues.length > 0) return fail(issues);

  const everyPriced = products.every(priced);
  const solveFor = (candidates: readonly PlanProduct[]) => {
    const solution = leastCost
      ? solveLexicographic(candidates, input.targetsLbPerAcre, 'cost', 'mass')
      : solveLexicographic(
          candidates,
          input.targetsLbPerAcre,
          'surplus',
          everyPriced ? 'cost' : 'mass',
        );
    if (solution.status !== 'optimal') return { status: solution.status, chosen: [] };
    const rateOf = new Map(solution.variables);
    const chosen = candidates
      .map((product, index) => ({ product, lbPerAcre: Math.max(0, rateOf.get(`p${index}`) ?? 0) }))
      .filter(({ lbPerAcre }) => lbPerAcre > 0);
    return { status: solution.status, chosen };
  };

  let solved = solveFor(products);
  if (solved.status !== 'optimal') return fail([{ kind: 'solver', status: solved.status }]);
  // Near-equal products can tie, and the tie-break may then leave a crumb of one (0.002 lb/ac) in
  // the plan. Leave such crumbs out when the plan without them is as good, by the first objective.
  const primary = (chosen: typeof solved.chosen) =>
    chosen.reduce(
      (sum, { product, lbPerAcre }) =>
        sum +
        lbPerAcre *
          (leastCost
            ? costPerLb(product.pricePerTonne ?? 0)
            : activeTargets(input.targetsLbPerAcre).reduce(
                (inner, nutrient) => inner + product.analysis[nutrient] / 100,
                0,
              )),
      0,
    );
  const crumbs = solved.chosen.filter(({ lbPerAcre }) => lbPerAcre < MIN_LB_PER_ACRE);
  const rest = solved.chosen
    .filter(({ lbPerAcre }) => lbPerAcre >= MIN_LB_PER_ACRE)
    .map(({ product }) => product);
  if (crumbs.length > 0 && rest.length > 0) {
    const again = solveFor(rest);
    const before = primary(solved.chosen);
    if (
      again.status === 'optimal' &&
      primary(again.chosen) <= before + 2 * Math.max(TIE_FLOOR, TIE_TOLERANCE * Math.abs(before))
    ) {
      solved = again;
    }
  }
  const { chosen } = solved;
  const lines = chosen.map(({ product, lbPerAcre }) => planLineOf(product, lbPerAcre, input.field));
  const unpriced = lines.filter((line) => line.costPerAcre === null).map((line) => line.name);
  const perAcre = lines.reduce((sum, line) => sum + (line.costPerAcre ?? 0), 0);
  return {
    feasible: true,
    mode: input.mode,
    lines,
    balance: balanceOf(chosen, input.targetsLbPerAcre),
    cost:
      unpriced.length > 0
        ? null
        : {
            perAcre,
            perHa: perAcre / HA_PER_ACRE.value,
            perField: perAcre * fieldAcres(input.field),
          },
    unpriced,
    excluded,
  };
}
