// @ts-check
// Issue 38's budgets for the farm tools: a least-cost plan over twelve products on the server
// (the agronomy module as the built backend loads it, agronomy/dist) and the GraphQL plan query
// under load.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the plan query asks: every reference product with a price would be least cost; the
 * reference list has none, so the bench asks for an exact plan of four targets over all twelve. */
export const FARM_PLAN_QUERY = `{
  fertilizerPlan(input: {
    productIds: ["reference-urea", "reference-ammonium-sulphate", "reference-map", "reference-dap",
      "reference-app-10-34-0", "reference-uan-28", "reference-uan-32", "reference-kcl-60",
      "reference-kcl-62", "reference-potassium-sulphate", "reference-ats", "reference-anhydrous-ammonia"]
    targetsLbPerAcre: { nitrogen: 120, phosphate: 45, potash: 30, sulphur: 15 }
    acres: 160
    mode: EXACT
  }) { feasible lines { productId lbPerAcre } }
}`;

export const FARM_TOOLS = {
  /** Plans timed one after another, after as many to warm up. */
  plans: 500,
  maxPlanMs: 20,
  minPlanRequestsPerSecond: 1000,
};

/**
 * Times least-cost plans over the twelve reference products, each with an invented price, as
 * the server's GraphQL computes them (agronomy/dist, which `npm run build` writes).
 * @returns {Promise<{ median: number, p95: number, count: number }>}
 */
export async function timeLeastCostPlans() {
  const root = join(import.meta.dirname, '..', '..');
  const agronomy = await import(pathToFileURL(join(root, 'agronomy', 'dist', 'index.js')).href);
  const products = agronomy.REFERENCE_CATALOGUE.map(
    (/** @type {{ id: string }} */ entry, /** @type {number} */ index) => ({
      ...agronomy.planProductOf(entry),
      pricePerTonne: 500 + 55 * index,
    }),
  );
  const input = {
    products,
    targetsLbPerAcre: { N: 120, P2O5: 45, K2O: 30, S: 15 },
    field: { acres: 160 },
    mode: 'least-cost',
  };
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < FARM_TOOLS.plans * 2; i++) {
    const start = performance.now();
    const plan = agronomy.planFertilizer(input);
    const took = performance.now() - start;
    if (!plan.feasible) throw new Error(`the plan failed: ${plan.message}`);
    if (i >= FARM_TOOLS.plans) times.push(took);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p95: at(0.95), count: times.length };
}
