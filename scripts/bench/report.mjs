// @ts-check
// The benchmark's output: one table of figures for the console and the same table, with the
// machine and the method, in docs/benchmarks.md.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';

/**
 * @typedef {object} Row
 * @property {string} figure
 * @property {string} measured what was measured, or why it could not be
 * @property {string} target
 * @property {boolean | null} met null when the figure could not be measured
 */

/**
 * @typedef {object} RunInfo
 * @property {Date} date
 * @property {string} server how the measured server was obtained
 * @property {string} nodeEnv the server's NODE_ENV
 * @property {string} browser Chromium's version, when a browser ran
 * @property {import('./calibrate.mjs').Calibration | undefined} calibration the host's CPU rating
 *   and the slowdown it gave (undefined when it could not be taken)
 * @property {number[]} lighthouseIndices the rating Lighthouse took in each of its runs
 * @property {number[]} loadAverage the machine's 1, 5 and 15 min load average at the start
 */

/**
 * The rows of "Where it ran" about the CPU calibration of the browser figures.
 * @param {RunInfo} run
 * @returns {[string, string][]}
 */
export function calibrationRows(run) {
  const int = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
  const { calibration, lighthouseIndices } = run;
  const sorted = [...lighthouseIndices].sort((a, b) => a - b);
  return [
    [
      'Lighthouse benchmarkIndex, calibration',
      calibration
        ? `${int(calibration.benchmarkIndex)} (highest of ${calibration.probes.map(int).join(', ')})`
        : '–',
    ],
    [
      'CPU slowdown (Lighthouse and interactions)',
      calibration
        ? `${calibration.multiplier.toFixed(2)}× (Lighthouse's CPU throttling calculator: ${calibration.band})`
        : '–',
    ],
    [
      "Lighthouse benchmarkIndex, in Lighthouse's runs",
      sorted.length
        ? `${int(sorted[0])} to ${int(sorted[sorted.length - 1])} over ${sorted.length} runs`
        : '–',
    ],
  ];
}

/** @param {boolean | null} met */
const mark = (met) => (met === null ? '–' : met ? '✓' : '✗');

/**
 * The machine as Node sees it; the figures mean little without it.
 * @returns {[string, string][]}
 */
export function machine() {
  const cpus = os.cpus();
  return [
    ['CPU', `${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length}`],
    ['Memory', `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`],
    ['Node.js', process.version],
    ['OS', `${os.type()} ${os.release()} ${os.arch()} (${os.version()})`],
  ];
}

/**
 * The table as fixed-width text for a terminal.
 * @param {Row[]} rows
 */
export function consoleTable(rows) {
  const header = ['Figure', 'Measured', 'Target', 'Met'];
  const cells = rows.map((row) => [row.figure, row.measured, row.target, mark(row.met)]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (/** @type {string[]} */ values) =>
    values.map((value, i) => value.padEnd(widths[i])).join(' │ ');
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [line(header), rule, ...cells.map(line)].join('\n');
}

/** @param {string} text */
const cell = (text) => text.replace(/\|/g, '\\|');

/**
 * @param {string[]} header
 * @param {string[][]} body
 */
function markdownTable(header, body) {
  return [header, header.map(() => '---'), ...body]
    .map((values) => `| ${values.map(cell).join(' | ')} |`)
    .join('\n');
}

/**
 * docs/benchmarks.md: the table, when and where it was measured, and how.
 * @param {Row[]} rows
 * @param {RunInfo} run
 * @param {string[]} method one paragraph per figure, in Markdown
 * @param {string[]} notes what the table cannot say (warnings of the run)
 */
export function markdownReport(rows, run, method, notes) {
  const environment = [
    ['Date', run.date.toISOString().replace(/\.\d+Z$/, 'Z')],
    ...machine(),
    ['Load average at start', run.loadAverage.map((n) => n.toFixed(2)).join(', ')],
    ['Server', run.server],
    ["Server's NODE_ENV", run.nodeEnv],
    ['Chromium', run.browser],
    ...calibrationRows(run),
  ];
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`scripts/bench.mjs`), overwritten on every run: edit the script, ' +
      'not this file. The figures are printed, never asserted; a missed target is a finding, not ' +
      'a failure.',
    '',
    markdownTable(
      ['Figure', 'Measured', 'Target', 'Met'],
      rows.map((row) => [row.figure, row.measured, row.target, mark(row.met)]),
    ),
    '',
    '## Where it ran',
    '',
    'The machine is shared, so the load average says how quiet it was.',
    '',
    markdownTable(['What', 'Value'], environment),
    '',
    ...(notes.length ? ['## Notes', '', ...notes.map((note) => `- ${note}`), ''] : []),
    '## How each figure is measured',
    '',
    ...method.flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
}

/**
 * Writes `markdown` to `file` formatted as Prettier formats the repository, so that
 * `npm run lint` (prettier --check) accepts the generated file as it is.
 * @param {string} file
 * @param {string} markdown
 */
export async function writeMarkdown(file, markdown) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(markdown, { ...options, filepath: file }));
}
