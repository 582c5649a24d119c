// @ts-check
// The CPU calibration of the browser figures. Lighthouse's mobile CPU slowdown (4× by default) is
// relative to the host: 4× stands for its reference mid-range phone only on a host whose
// benchmarkIndex is about 1,530, and a faster host with the same 4× emulates a faster phone. So
// the bench rates this host first and slows the CPU by what Lighthouse's own calculator advises
// for that rating, for Lighthouse and for the interaction figures alike: every host then measures
// the same phone.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from './browser.mjs';

/**
 * Probes of the host's rating; the highest is used. Other work on a shared machine (a server just
 * started, Chromium's own start) only ever makes a probe lower: one run's five probes read 803 to
 * 1,088 while Lighthouse's runs minutes later rated the same host 1,117 to 2,116, so the median
 * emulated a phone twice too fast. The fastest probe is nearest the idle host, and if it errs, it
 * errs towards a slower phone, the side a budget is for.
 */
export const CALIBRATION_PROBES = Math.max(1, Number(process.env.BENCH_CALIBRATION_PROBES) || 7);
/** A pause after Chromium starts, whose own start-up would share the CPU with the first probe. */
export const SETTLE_MS = 2000;

/**
 * @typedef {object} Calibration
 * @property {number} benchmarkIndex the highest of the probes
 * @property {number[]} probes every probe's index, in the order taken
 * @property {number} multiplier the CPU slowdown for this index, to two decimals
 * @property {string} band the calculator's band that gave it, as a formula
 */

/**
 * The CPU slowdown that makes this host Lighthouse's reference phone, by the bands of Lighthouse's
 * CPU Throttling Calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/, linked from
 * Lighthouse's docs/throttling.md "Calibrating the CPU slowdown"; its source is
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js,
 * computeMultiplierMessages):
 * - index ≥ 1300: 3 + (index − 1300) / 233 (1300 → 3×, 1533 → 4×, 1766 → 5×, 2000 → 6×);
 * - 800 ≤ index < 1300: 2 + (index − 800) / 500 (800 → 2×, 1300 → 3×);
 * - 150 ≤ index < 800: 1 + (index − 150) / 650 (150 → 1×, 800 → 2×);
 * - index < 150: none ("too slow to accurately emulate the target Lighthouse device"); the bench
 *   then slows nothing, and the band says so.
 * Rounded to two decimals, as the calculator shows one: the report can then be rerun exactly.
 * @param {number} index
 * @returns {{ multiplier: number, band: string }}
 */
export function cpuSlowdownFor(index) {
  const round = (/** @type {number} */ n) => Math.round(n * 100) / 100;
  if (index >= 1300) {
    return { multiplier: round(3 + (index - 1300) / 233), band: '3 + (index − 1300) / 233' };
  }
  if (index >= 800) {
    return { multiplier: round(2 + (index - 800) / 500), band: '2 + (index − 800) / 500' };
  }
  if (index >= 150) {
    return { multiplier: round(1 + (index - 150) / 650), band: '1 + (index − 150) / 650' };
  }
  return { multiplier: 1, band: 'none: below 150 the host is slower than the reference phone' };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Rates the host as Lighthouse does before every run: Lighthouse evaluates its page function
 * computeBenchmarkIndex (a string-building and an array-copying loop, 0.5 s each) in the blank
 * page it starts from, unthrottled, and reports the result as lhr.environment.benchmarkIndex.
 * The same function, imported from Lighthouse, runs here in a new blank page of the same Chromium
 * binary and flags, CALIBRATION_PROBES times (about a second each, where a Lighthouse run would
 * take half a minute).
 * @param {(stop: () => Promise<void>) => void} register receives what closes the browser
 * @returns {Promise<Calibration>}
 */
export async function calibrate(register) {
  const browser = await launchChromium(register);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    /** @type {number[]} */
    const probes = [];
    for (let i = 0; i < CALIBRATION_PROBES; i++) {
      const page = await browser.newPage();
      probes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    const benchmarkIndex = Math.max(...probes);
    return { benchmarkIndex, probes, ...cpuSlowdownFor(benchmarkIndex) };
  } finally {
    await browser.close();
  }
}
