// @ts-check
// `npm run bench`: the performance figures of the production build side by side with their
// targets, printed and written to docs/benchmarks.md; never asserted, so a missed target still
// exits 0 (only a figure that could not be measured makes it exit 1). Builds what is missing,
// starts the built server on a free port and a throw-away database (or measures BENCH_URL), and
// stops everything it started, on failure and on Ctrl-C too. Never part of `npm test` or CI.
// BENCH_ONLY=browser measures the browser figures alone and only prints them; BENCH_ONLY=load
// measures the figures under load (both log levels) in a few minutes, and BENCH_ONLY=spray the
// Spray Condition App's (a cached place's page under load, the rating's rate, two replicas' fetches
// of one cell, the page with the provider not answering) in a few, BENCH_ONLY=farm the farm tools'
// (their JS, Lighthouse on their pages, the typed keys, the plan alone and under load), and each
// writes them to a section of docs/benchmarks.md of its own, beside the whole run's table, which
// only a whole run writes.
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import {
  browserRows,
  farmToolRows,
  loadRows,
  measureAll,
  sprayRows,
  step,
} from './bench/figures.mjs';
import { startForecastFixture } from './bench/forecast-fixture.mjs';
import { method } from './bench/method.mjs';
import {
  calibrationRows,
  consoleTable,
  markdownReport,
  PART_REPORTS,
  partReport,
  SECTIONS,
  sectionOf,
  withSection,
  writeMarkdown,
} from './bench/report.mjs';
import { buildIfNeeded, existingTarget, startTarget } from './bench/target.mjs';

const root = join(import.meta.dirname, '..');
/**
 * The parts BENCH_ONLY can name; each runs alone in a few minutes instead of the whole half hour.
 * All but `browser`, which only prints its figures, write a section of docs/benchmarks.md of their
 * own (PART_REPORTS).
 */
const PARTS = ['browser', ...Object.keys(PART_REPORTS)];
/** @type {(part: string | undefined) => part is keyof typeof PART_REPORTS} */
const writesASection = (part) => part !== undefined && Object.hasOwn(PART_REPORTS, part);
const REPORT_FILE = join(root, 'docs', 'benchmarks.md');

const message = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);

/** @type {(() => Promise<void>)[]} */
const cleanUps = [];
/** @type {Promise<void> | undefined} */
let cleaning;
/** Runs the registered clean-ups once, newest first; later calls wait for the same run. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const stop of cleanUps.reverse()) {
      await stop().catch((error) => console.error(`Clean-up failed: ${message(error)}`));
    }
  })();
  return cleaning;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * `BENCH_ONLY=farm`: the farm tools' browser figures on the calibrated phone, then the plan on the
 * server and the plan query under load.
 * @param {import('./bench/target.mjs').Target} target
 * @param {string[]} notes
 * @param {(stop: () => Promise<void>) => void} register
 */
async function farmRows(target, notes, register) {
  const run = await browserRows(target.baseUrl, notes, register, { farmToolsOnly: true });
  return { ...run, rows: [...run.rows, ...(await farmToolRows(target, register))] };
}

async function main() {
  const only = process.env.BENCH_ONLY?.trim() || undefined;
  if (only && !PARTS.includes(only)) {
    throw new Error(`BENCH_ONLY=${only}: the parts that run alone are ${PARTS.join(', ')}`);
  }
  const loadAverage = os.loadavg();
  const benchUrl = process.env.BENCH_URL?.trim();
  let target;
  /** @type {import('./bench/target.mjs').Target | undefined} */
  let renderTarget;
  /** @type {import('./bench/forecast-fixture.mjs').ForecastFixture | undefined} */
  let forecast;
  if (benchUrl) {
    target = existingTarget(benchUrl);
  } else {
    step('building what is missing or stale');
    buildIfNeeded();
    // Pages are cached by what they depend on (frontend/src/app/page-key.ts), so no address makes
    // a caching server render the home page again: the uncached figure has a server of its own,
    // with the response caches off, stopped before the others are measured.
    if (!only) {
      step('starting a production server with its caches off, for the uncached render');
      renderTarget = await startTarget((stop) => cleanUps.push(stop), {
        RESPONSE_CACHE_TTL: '0',
      });
    }
    // The spray forecast's provider is the fixture, played back on 127.0.0.1: the machine has no
    // network, and the Spray Condition App's page is measured with a forecast (forecast-fixture.mjs).
    step('starting the spray forecast fixture server');
    forecast = await startForecastFixture((stop) => cleanUps.push(stop));
    step('starting the production server on a fresh database');
    target = await startTarget((stop) => cleanUps.push(stop), forecast.env());
  }
  /** @type {string[]} */
  const notes = [];
  /** @param {() => Promise<void>} stop */
  const register = (stop) => void cleanUps.push(stop);
  const { rows, browser, calibration, lighthouseIndices } =
    only === 'browser'
      ? await browserRows(target.baseUrl, notes, register)
      : only === 'farm'
        ? await farmRows(target, notes, register)
        : only === 'load' || only === 'spray'
          ? {
              rows:
                only === 'load'
                  ? await loadRows(target, undefined, notes, register)
                  : await sprayRows(target, notes, register, forecast),
              browser: 'not started',
              calibration: undefined,
              lighthouseIndices: [],
            }
          : await measureAll(target, renderTarget, notes, register, forecast);
  /** @type {import('./bench/report.mjs').RunInfo} */
  const run = {
    date: new Date(),
    server: target.description,
    nodeEnv: target.nodeEnv,
    browser,
    calibration,
    lighthouseIndices,
    loadAverage,
  };

  console.log(`\n${consoleTable(rows)}\n`);
  for (const [what, value] of calibrationRows(run)) console.log(`${what}: ${value}`);
  for (const note of notes) console.log(`Note: ${note}`);
  const previous = await readFile(REPORT_FILE, 'utf8').catch(() => '');
  if (writesASection(only)) {
    await writeMarkdown(
      REPORT_FILE,
      withSection(
        previous,
        PART_REPORTS[only].section,
        partReport(only, rows, run, notes, method()),
      ),
    );
    console.log('Written to its section of docs/benchmarks.md');
    return rows.some((r) => r.met === null) ? 1 : 0;
  }
  if (only) {
    console.log(`BENCH_ONLY=${only}: part of the figures, so docs/benchmarks.md was not written.`);
    return rows.some((r) => r.met === null) ? 1 : 0;
  }
  const markdown = markdownReport(rows, run, method(), notes, sectionOf(previous, SECTIONS.kept));
  await mkdir(join(root, 'docs'), { recursive: true });
  await writeMarkdown(REPORT_FILE, markdown);
  console.log(`Written to docs/benchmarks.md`);
  return rows.some((r) => r.met === null) ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`The benchmark could not run: ${message(error)}`);
} finally {
  await cleanUp();
}
// Exit explicitly: a browser or socket left behind by a failed figure must not keep us alive.
process.exit(exitCode);
