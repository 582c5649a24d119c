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
 * The parts of docs/benchmarks.md that a whole run does not measure, each between its markers:
 * `loadPart`, `sprayPart` and `farmPart` hold the latest `BENCH_ONLY=load`, `spray` and `farm` runs
 * (written by them, dropped by a whole run, whose table has the same figures); `kept` is written
 * by hand (the test loop's times, which the bench does not take) and carried over by every run.
 */
export const SECTIONS = {
  loadPart: ['<!-- BENCH_ONLY=load run: start -->', '<!-- BENCH_ONLY=load run: end -->'],
  sprayPart: ['<!-- BENCH_ONLY=spray run: start -->', '<!-- BENCH_ONLY=spray run: end -->'],
  farmPart: ['<!-- BENCH_ONLY=farm run: start -->', '<!-- BENCH_ONLY=farm run: end -->'],
  kept: ['<!-- kept by npm run bench: start -->', '<!-- kept by npm run bench: end -->'],
};

/**
 * The text of `text` between the markers (themselves included), or '' when it has none.
 * @param {string} text
 * @param {string[]} markers
 */
export function sectionOf(text, [start, end]) {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  return from >= 0 && to >= 0 ? text.slice(from, to + end.length) : '';
}

/** Where a section goes when the file has none yet: before the method. */
const METHOD_HEADING = '## How each figure is measured';

/**
 * `text` with the section between `markers` replaced by `content` (wrapped in the markers), or
 * inserted before the method when it had none.
 * @param {string} text
 * @param {string[]} markers
 * @param {string} content
 */
export function withSection(text, markers, content) {
  const wrapped = `${markers[0]}\n\n${content.trim()}\n\n${markers[1]}`;
  const old = sectionOf(text, markers);
  if (old) return text.replace(old, () => wrapped);
  const at = text.indexOf(METHOD_HEADING);
  return at < 0
    ? `${text.trimEnd()}\n\n${wrapped}\n`
    : `${text.slice(0, at)}${wrapped}\n\n${text.slice(at)}`;
}

/**
 * The parts a `BENCH_ONLY` run writes to docs/benchmarks.md: its section's markers, heading, and
 * which of the method's paragraphs say how its figures were taken.
 */
export const PART_REPORTS = {
  load: {
    section: SECTIONS.loadPart,
    heading: 'Under load at both log levels',
    method: /under load\.\*\*/,
  },
  spray: {
    section: SECTIONS.sprayPart,
    heading: 'Spray Condition App',
    method: /^\*\*Spray /,
  },
  farm: {
    section: SECTIONS.farmPart,
    heading: 'Farm tools on the calibrated phone and the plan query',
    method:
      /^\*\*(CPU calibration|JS a farm tool|Lighthouse mobile|Interactions|Least-cost plan|GraphQL fertilizerPlan)/,
  },
};

/**
 * The figures of a `BENCH_ONLY=<part>` run, for its section of docs/benchmarks.md, with how they
 * were taken (the method's paragraphs about them).
 * @param {keyof typeof PART_REPORTS} part
 * @param {Row[]} rows
 * @param {RunInfo} run
 * @param {string[]} notes
 * @param {string[]} method
 */
export function partReport(part, rows, run, notes, method) {
  const { heading, method: about } = PART_REPORTS[part];
  return [
    `## ${heading} (the latest \`BENCH_ONLY=${part}\` run)`,
    '',
    `\`BENCH_ONLY=${part} npm run bench\` on ${run.date.toISOString().replace(/\.\d+Z$/, 'Z')}, load average at its start ${run.loadAverage.map((n) => n.toFixed(2)).join(', ')} (the machine is shared), measured as below; a whole run replaces the table above and drops this section.`,
    '',
    markdownTable(
      ['Figure', 'Measured', 'Target', 'Met'],
      rows.map((row) => [row.figure, row.measured, row.target, mark(row.met)]),
    ),
    ...notes.flatMap((note) => ['', `- ${note}`]),
    ...(run.calibration
      ? ['', ...calibrationRows(run).map(([what, value]) => `- ${what}: ${value}`)]
      : []),
    ...method.filter((paragraph) => about.test(paragraph)).flatMap((p) => ['', p]),
  ].join('\n');
}

/**
 * docs/benchmarks.md: the table, when and where it was measured, and how.
 * @param {Row[]} rows
 * @param {RunInfo} run
 * @param {string[]} method one paragraph per figure, in Markdown
 * @param {string[]} notes what the table cannot say (warnings of the run)
 * @param {string} [kept] the hand-written section of the file so far (SECTIONS.kept), carried over
 */
export function markdownReport(rows, run, method, notes, kept = '') {
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
      'not this file (a `BENCH_ONLY=load`, `spray` or `farm` run writes a section of its own, and the test loop’s ' +
      'times are written by hand between their markers, which every run keeps). The figures are ' +
      'printed, never asserted; a missed target is a finding, not a failure. The servers run at ' +
      'the default log level (`info`, one access-log line per request); the figures under load ' +
      'are also taken at `LOG_LEVEL=warn`, labelled so.',
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
    ...(kept ? [kept, ''] : []),
    METHOD_HEADING,
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
