// @ts-check
// Issue 38's budgets for the farm tools: a least-cost plan over twelve products on the server
// (the agronomy module as the built backend loads it, agronomy/dist), the GraphQL plan query
// under load, and the JavaScript each tool's page adds to the site's shell (issue 39's Spray
// Condition App has the same budget).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUDGETS_FILE, bundleSizes, CLIENT_BUILD_DIR, readBudgets } from '../bundle-sizes.mjs';
import { getOk, PAGE_HEADERS } from './http-client.mjs';

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
 * The timed least-cost plan: four targets on a quarter section, over the twelve reference
 * products, the n-th of the list (from 0) at `firstPrice + n × priceStep` $/tonne.
 */
export const LEAST_COST_PLAN = {
  targetsLbPerAcre: { N: 120, P2O5: 45, K2O: 30, S: 15 },
  acres: 160,
  firstPrice: 500,
  priceStep: 55,
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
      pricePerTonne: LEAST_COST_PLAN.firstPrice + LEAST_COST_PLAN.priceStep * index,
    }),
  );
  const input = {
    products,
    targetsLbPerAcre: LEAST_COST_PLAN.targetsLbPerAcre,
    field: { acres: LEAST_COST_PLAN.acres },
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

/**
 * The farm tools' pages as frontend/size-budgets.json lists them (`tool: true`), each with the
 * KiB of gzip -9 JavaScript it may add to the shell (`toolMaxKiBBeyondEntry`, issue 38's 40 KB
 * read as KiB, as the bench's other targets are).
 */
export const TOOL_PAGES = (() => {
  const budgets = readBudgets();
  return budgets.pages
    .filter((page) => page.tool)
    .map(({ path, modules }) => ({ path, modules, maxKiB: budgets.toolMaxKiBBeyondEntry }));
})();

/**
 * @typedef {object} ToolPageJs what one tool's page adds to the shell
 * @property {string} path
 * @property {number} maxKiB
 * @property {number} kib the page's first-load JavaScript minus the shell's (the entry's)
 * @property {number} pageKib
 * @property {number} entryKib
 * @property {string[]} files the files of the page's first load that the shell does not load
 */

/**
 * What each farm tool's page adds to the site's shell, as scripts/size-budgets.test.ts computes
 * it (scripts/bundle-sizes.mjs), from the browser build in `clientDir`.
 * @param {string} [clientDir]
 * @returns {ToolPageJs[]}
 */
export function toolPagesBeyondShell(clientDir = CLIENT_BUILD_DIR) {
  if (TOOL_PAGES.length === 0) throw new Error(`${BUDGETS_FILE} lists no farm tool page`);
  const sizes = bundleSizes(clientDir);
  return TOOL_PAGES.map(({ path, modules, maxKiB }) => ({
    path,
    maxKiB,
    ...sizes.beyondEntry(modules),
  }));
}

/**
 * Checks that the server at `base` sends the build the figures come from: a tool page's HTML
 * names the entry script of `clientDir`'s index.html (hashed names differ between builds).
 * @param {string} base
 * @param {string} path
 * @param {string} [clientDir]
 */
export async function checkServedBuild(base, path, clientDir = CLIENT_BUILD_DIR) {
  const entry = bundleSizes(clientDir).entryFile;
  const html = (await getOk(`${base}${path}`, PAGE_HEADERS)).body.toString('utf8');
  if (!html.includes(entry)) {
    throw new Error(`${path} as served does not load ${entry}: the server runs another build`);
  }
}

/**
 * A tool page's row: its KiB beyond the shell, the sum it comes from, and its own files.
 * @param {ToolPageJs} page
 * @returns {{ measured: string, met: boolean }}
 */
export function toolPageJsFigure(page) {
  const kib = (/** @type {number} */ n) => `${n.toFixed(1)} KiB`;
  return {
    measured:
      `${kib(page.kib)} (page ${kib(page.pageKib)} − shell ${kib(page.entryKib)}); ` +
      `${page.files.length} files of its own: ${page.files.join(', ')}`,
    met: page.kib <= page.maxKiB,
  };
}
