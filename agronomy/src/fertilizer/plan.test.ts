import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUTRIENTS, type Analysis, type Nutrient } from './nutrients.js';
import { planFertilizer, type PlanInput, type PlanProduct, type PlanResult } from './plan.js';
import { REFERENCE_FERTILIZERS, referenceFertilizer, type FertilizerId } from './products.js';

const product = (id: FertilizerId, pricePerTonne?: number, maxLbPerAcre?: number): PlanProduct => {
  const reference = referenceFertilizer(id);
  return {
    id,
    name: reference.name,
    analysis: reference.analysis.value,
    ...(reference.density ? { lbPerUsGal: reference.density.value.lbPerUsGal } : {}),
    ...(pricePerTonne === undefined ? {} : { pricePerTonne }),
    ...(maxLbPerAcre === undefined ? {} : { maxLbPerAcre }),
  };
};

const plan = (
  products: PlanProduct[],
  targetsLbPerAcre: PlanInput['targetsLbPerAcre'],
  mode: PlanInput['mode'] = 'exact',
): PlanResult => planFertilizer({ products, targetsLbPerAcre, field: { acres: 160 }, mode });

const rateOf = (result: PlanResult, id: string) =>
  result.feasible
    ? (result.lines.find((line) => line.productId === id)?.rates.lbPerAcre ?? 0)
    : NaN;

describe('a fertilizer plan', () => {
  it('meets a single target with a single product', () => {
    // 100 lb N ÷ 0.46 = 217.39 lb/ac of urea; on 160 ac that is 15.78 t.
    const result = plan([product('urea')], { N: 100 });
    expect(rateOf(result, 'urea')).toBeCloseTo(217.391, 3);
    expect(result.feasible && result.lines[0].fieldTonnes).toBeCloseTo(15.777, 3);
    expect(result.feasible && result.balance[0]).toMatchObject({ nutrient: 'N', status: 'met' });
  });

  it('solves MAP and urea by hand', () => {
    // P₂O₅ 52 lb needs 52 ÷ 0.52 = 100 lb MAP, which brings 11 lb N; the other 89 lb N is
    // 89 ÷ 0.46 = 193.48 lb urea.
    const result = plan([product('urea'), product('map')], { N: 100, P2O5: 52 });
    expect(rateOf(result, 'map')).toBeCloseTo(100, 6);
    expect(rateOf(result, 'urea')).toBeCloseTo(193.478, 3);
  });

  it('meets the targets with nothing to spare when it can', () => {
    // N 100 and S 24: 100 lb ammonium sulphate (21 N, 24 S) and (100 − 21) ÷ 0.46 = 171.74 lb urea.
    const result = plan(
      [product('urea'), product('ammonium-sulphate'), product('potassium-sulphate')],
      {
        N: 100,
        S: 24,
      },
    );
    expect(rateOf(result, 'ammonium-sulphate')).toBeCloseTo(100, 6);
    expect(rateOf(result, 'urea')).toBeCloseTo(171.739, 3);
    for (const line of result.feasible ? result.balance : []) {
      if (line.status !== 'no-target') expect(line.status).toBe('met');
    }
  });

  it('finds the least-cost plan and its cost', () => {
    // Urea at 700/t is 700 ÷ 0.46 = 1522 per tonne of N; UAN 28 at 500/t is 1786. Urea wins:
    // 217.39 lb/ac × 0.45359237 kg/lb = 98.607 kg = 0.098607 t × 700 = 69.02 per acre, 11 044 for 160 ac.
    const result = plan([product('urea', 700), product('uan-28', 500)], { N: 100 }, 'least-cost');
    expect(result.feasible && result.lines.map((line) => line.productId)).toEqual(['urea']);
    expect(result.feasible && result.cost?.perAcre).toBeCloseTo(69.025, 3);
    expect(result.feasible && result.cost?.perField).toBeCloseTo(11044.0, 1);
    // Per hectare: 69.025 ÷ 0.404686 ha per acre = 170.56.
    expect(result.feasible && result.cost?.perHa).toBeCloseTo(170.56, 2);
  });

  it('gives gallons and litres for liquids', () => {
    // 100 lb N from UAN 28 at 10.67 lb/gal: 357.14 lb = 33.47 US gal/ac = 313.1 L/ha.
    const result = plan([product('uan-28')], { N: 100 });
    expect(result.feasible && result.lines[0].rates.usGalPerAcre).toBeCloseTo(33.47, 2);
    expect(result.feasible && result.lines[0].rates.lPerHa).toBeCloseTo(313.1, 1);
  });

  it('explains targets it cannot meet, plainly', () => {
    const noSulphur = plan([product('urea'), product('map')], { N: 100, S: 15 });
    expect(noSulphur).toMatchObject({
      feasible: false,
      message: 'None of these products supplies S.',
    });
    // 50 lb/ac of ammonium sulphate at most is 50 × 0.24 = 12 lb S.
    const limited = plan([product('ammonium-sulphate', undefined, 50)], { S: 20 });
    expect(limited.feasible ? '' : limited.message).toBe(
      'The S target of 20 lb/ac cannot be met within the product limits: they allow at most 12 lb/ac.',
    );
    expect(plan([], { N: 10 })).toMatchObject({ message: 'Choose at least one product.' });
  });

  it('leaves unpriced products out of a least-cost plan, and says so', () => {
    const result = plan(
      [product('urea', 700), product('ammonium-sulphate')],
      { N: 80, S: 10 },
      'least-cost',
    );
    expect(result).toMatchObject({
      feasible: false,
      message:
        'Only products without a price supply S (Ammonium sulphate): give a price or ask for the exact plan.',
      excluded: [
        {
          name: 'Ammonium sulphate',
          reason: 'It has no price, so a least-cost plan cannot weigh it.',
        },
      ],
    });
    expect(plan([product('urea')], { N: 80 }, 'least-cost')).toMatchObject({
      message: 'A least-cost plan needs prices, and none of these products has a price per tonne.',
    });
    // The exact plan needs no prices, and shows no cost when one is missing.
    const exact = plan([product('urea', 700), product('ammonium-sulphate')], { N: 80, S: 10 });
    expect(exact).toMatchObject({ feasible: true, cost: null, unpriced: ['Ammonium sulphate'] });
  });

  it('plans over all twelve reference products', () => {
    const all = REFERENCE_FERTILIZERS.map((entry, index) => product(entry.id, 400 + 50 * index));
    const result = plan(all, { N: 120, P2O5: 40, K2O: 20, S: 15 }, 'least-cost');
    expect(result.feasible).toBe(true);
  });

  // Found by the properties below (CI, seed -1072270655): a tie-break on two products a dollar
  // apart was refused as "infeasible", and then left a crumb of the dearer one in the plan.
  it('plans two near-equal products without failing or listing a crumb', () => {
    const twin = (id: string, pricePerTonne: number): PlanProduct => ({
      id,
      name: id,
      analysis: { N: 0, P2O5: 24, K2O: 0, S: 0 },
      pricePerTonne,
    });
    const result = plan([twin('dearer', 108), twin('cheaper', 107)], { P2O5: 15 }, 'least-cost');
    expect(result.feasible && result.lines.map((line) => line.productId)).toEqual(['cheaper']);
    expect(rateOf(result, 'cheaper')).toBeCloseTo(62.5, 6);
  });

  it('keeps a small rate the best plan needs', () => {
    const products: PlanProduct[] = [
      { id: 'a', name: 'a', analysis: { N: 0, P2O5: 1, K2O: 36, S: 6 } },
      { id: 'b', name: 'b', analysis: { N: 0, P2O5: 15, K2O: 31, S: 0 } },
      { id: 'c', name: 'c', analysis: { N: 0, P2O5: 0, K2O: 0, S: 12 } },
    ];
    const result = plan(products, { P2O5: 1, K2O: 19, S: 3 });
    expect(rateOf(result, 'c')).toBeGreaterThan(0);
    expect(rateOf(result, 'c')).toBeLessThan(0.05);
  });
});

// Brute force for small problems: a linear programme's optimum sits at a vertex, where the
// non-zero rates are fixed by as many targets met exactly. Try every such choice.
function solveSquare(matrix: number[][], rhs: number[]): number[] | null {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    if (Math.abs(a[pivot][col]) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k++) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => all.concat(all.map((set) => [...set, item])), [[]]);

function bruteForceBest(
  analyses: readonly Analysis[],
  targets: Partial<Record<Nutrient, number>>,
  weight: (rates: number[]) => number,
): number {
  const targeted = NUTRIENTS.filter((nutrient) => (targets[nutrient] ?? 0) > 0);
  let best = targeted.length === 0 ? 0 : Infinity;
  for (const chosen of subsets(analyses.map((_, index) => index))) {
    if (chosen.length === 0) continue;
    for (const exact of subsets(targeted)) {
      if (exact.length !== chosen.length) continue;
      const x = solveSquare(
        exact.map((nutrient) => chosen.map((index) => analyses[index][nutrient] / 100)),
        exact.map((nutrient) => targets[nutrient] ?? 0),
      );
      if (!x || x.some((value) => value < -1e-9)) continue;
      const rates = analyses.map(() => 0);
      chosen.forEach((index, k) => (rates[index] = Math.max(0, x[k])));
      const meets = targeted.every(
        (nutrient) =>
          analyses.reduce(
            (sum, analysis, index) => sum + (analysis[nutrient] / 100) * rates[index],
            0,
          ) >=
          (targets[nutrient] ?? 0) - 1e-7,
      );
      if (meets) best = Math.min(best, weight(rates));
    }
  }
  return best;
}

const analysisArb = fc
  .tuple(
    fc.integer({ min: 0, max: 46 }),
    fc.integer({ min: 0, max: 52 }),
    fc.integer({ min: 0, max: 62 }),
    fc.integer({ min: 0, max: 26 }),
  )
  .filter(([N, P2O5, K2O, S]) => N + P2O5 + K2O + S > 0 && N + P2O5 + K2O + S <= 100)
  .map(([N, P2O5, K2O, S]): Analysis => ({ N, P2O5, K2O, S }));

const productsArb = (maxLength: number) =>
  fc.array(fc.record({ analysis: analysisArb, price: fc.integer({ min: 100, max: 1500 }) }), {
    minLength: 1,
    maxLength,
  });

const targetsArb = fc.record(
  {
    N: fc.integer({ min: 0, max: 150 }),
    P2O5: fc.integer({ min: 0, max: 60 }),
    K2O: fc.integer({ min: 0, max: 40 }),
    S: fc.integer({ min: 0, max: 30 }),
  },
  { requiredKeys: [] },
);

const toProducts = (entries: { analysis: Analysis; price: number }[]): PlanProduct[] =>
  entries.map((entry, index) => ({
    id: `p${index}`,
    name: `Product ${index}`,
    analysis: entry.analysis,
    pricePerTonne: entry.price,
  }));

describe('plan properties', () => {
  it('meets every target of every feasible plan, with no rate negative', () => {
    fc.assert(
      fc.property(
        productsArb(12),
        targetsArb,
        fc.constantFrom<PlanInput['mode']>('exact', 'least-cost'),
        (entries, targets, mode) => {
          const products = toProducts(entries);
          const result = plan(products, targets, mode);
          const suppliable = NUTRIENTS.every(
            (nutrient) =>
              (targets[nutrient] ?? 0) === 0 ||
              products.some((entry) => entry.analysis[nutrient] > 0),
          );
          expect(result.feasible).toBe(suppliable);
          if (!result.feasible) return;
          for (const line of result.lines) expect(line.rates.lbPerAcre).toBeGreaterThan(0);
          for (const line of result.balance) {
            if (line.targetLbPerAcre !== null) {
              expect(line.suppliedLbPerAcre).toBeGreaterThanOrEqual(
                line.targetLbPerAcre * (1 - 1e-7) - 1e-7,
              );
            }
          }
        },
      ),
    );
  });

  it('keeps every product within its limit', () => {
    fc.assert(
      fc.property(
        productsArb(5),
        targetsArb,
        fc.integer({ min: 1, max: 400 }),
        (entries, targets, limit) => {
          const products = toProducts(entries).map((entry) => ({ ...entry, maxLbPerAcre: limit }));
          const result = plan(products, targets, 'least-cost');
          for (const line of result.feasible ? result.lines : []) {
            expect(line.rates.lbPerAcre).toBeLessThanOrEqual(limit * (1 + 1e-9));
          }
        },
      ),
    );
  });

  it('finds no cheaper plan than brute force does, among small cases', () => {
    fc.assert(
      fc.property(productsArb(4), targetsArb, (entries, targets) => {
        const products = toProducts(entries);
        const result = plan(products, targets, 'least-cost');
        if (!result.feasible) return;
        const costPerLb = entries.map((entry) => (entry.price * 0.45359237) / 1000);
        const best = bruteForceBest(
          entries.map((entry) => entry.analysis),
          targets,
          (rates) => rates.reduce((sum, rate, index) => sum + rate * costPerLb[index], 0),
        );
        const cost = result.cost?.perAcre ?? NaN;
        expect(cost).toBeLessThanOrEqual(best + 1e-6 * Math.max(1, best));
        expect(cost).toBeGreaterThanOrEqual(best - 1e-6 * Math.max(1, best));
      }),
    );
  });

  it('finds no plan with less to spare than brute force does, among small cases', () => {
    fc.assert(
      fc.property(productsArb(4), targetsArb, (entries, targets) => {
        const result = plan(toProducts(entries), targets, 'exact');
        if (!result.feasible) return;
        const targeted = NUTRIENTS.filter((nutrient) => (targets[nutrient] ?? 0) > 0);
        const surplus = (rates: number[]) =>
          targeted.reduce(
            (sum, nutrient) =>
              sum +
              entries.reduce(
                (inner, entry, index) => inner + (entry.analysis[nutrient] / 100) * rates[index],
                0,
              ),
            0,
          );
        const best = bruteForceBest(
          entries.map((entry) => entry.analysis),
          targets,
          surplus,
        );
        const planned = result.balance.reduce(
          (sum, line) => sum + (line.targetLbPerAcre === null ? 0 : line.suppliedLbPerAcre),
          0,
        );
        expect(planned).toBeLessThanOrEqual(best + 1e-6 * Math.max(1, best));
      }),
    );
  });
});
