// @ts-check
// The figures of `npm run bench`: what is measured, in which order, and how each becomes a row
// of the table. scripts/bench.mjs runs them; method.mjs says in prose how they are taken.
import { measureFirstLoad, runLighthouse } from './browser.mjs';
import { calibrate, CALIBRATION_PROBES } from './calibrate.mjs';
import { CONTACT_SEARCH, CONTACT_SEARCH_P95_MS, measureContactSearch } from './contact-search.mjs';
import {
  EDIT_VISIBILITY,
  EDIT_VISIBLE_MS,
  measureEditVisibility,
  summary,
} from './edit-visibility.mjs';
import {
  BROWSER_PAGE_HEADERS,
  getOk,
  GRAPHQL_QUERY,
  PAGE_HEADERS,
  send,
  timeSequential,
} from './http-client.mjs';
import {
  checkServedBuild,
  FARM_PLAN_QUERY,
  FARM_TOOLS,
  timeLeastCostPlans,
  TOOL_PAGES,
  toolPageJsFigure,
  toolPagesBeyondShell,
} from './farm-tools.mjs';
import {
  INTERACTION_RUNS,
  INTERACTIONS,
  measureInteractions,
  OPTIMIZE_PLAN,
  SALT_BLEND,
} from './interaction.mjs';
import { runLoad, startBareServer } from './load.mjs';
import { BACKUP_BENCH, measureBackup } from './backup.mjs';
import { measureStorage, STORAGE_BENCH } from './storage.mjs';
import { MAIL_FROM, MAILING, measureMailing, startSink } from './mailing.mjs';
import { primeForecast } from './forecast-fixture.mjs';
import {
  measureCachedForecastPage,
  measureRatings,
  measureReplicaFetches,
  measureUnreachableProvider,
  SPRAY,
  SPRAY_PAGE_PATH,
  SPRAY_RATING_SECONDS,
  SPRAY_UNREACHABLE_PLACES,
} from './spray.mjs';
import { measureScaling } from './scaling.mjs';
import { connectionBudget, mailRateFromBenchmarks, writeScalingReport } from './scaling-report.mjs';
import { startTarget } from './target.mjs';

/** Sizes of the runs: enough for stable medians, short enough for a few minutes on 2 cores. */
/**
 * The uncached figure is a running server rendering a page anew (as after a content change), so
 * its warm-up is long enough for V8 to have compiled the render path: with 5 warm-up requests the
 * first timed ones still ran partly unoptimised code (a median ~6 ms higher on this machine).
 */
export const UNCACHED = { count: 50, warmUp: 50 };
export const CACHED = { count: 50, warmUp: 10 };
export const LOAD = { connections: 32, warmUpSeconds: 2, durationSeconds: 10 };
/** Rounds each server's measured seconds are split into, alternating with its bare twin. */
export const LOAD_ROUNDS = 2;
/** The targets say KB; read as KiB, the looser of the two readings by 2.4 %. */
const KB = 1024;

/** @typedef {import('./report.mjs').Row} Row */
/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/**
 * A promise's outcome kept as a value, so that a failed step fails only the figures that need it.
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false, error: unknown }} Settled
 */

const int = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
const perSecond = (/** @type {number} */ n) => (n < 10 ? n.toFixed(1) : int(n));
const kib = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KiB`;
const ms = (/** @type {number} */ n) =>
  `${n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : int(n)} ms`;
const percent = (/** @type {number} */ ratio) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)}%`;
const message = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);

/** @param {LoadResult} result */
function loadText(result) {
  const problems = [
    result.non2xx && `${int(result.non2xx)} non-2xx`,
    result.errors && `${int(result.errors)} errors (${int(result.timeouts)} timeouts)`,
  ].filter(Boolean);
  // A p99 of a few dozen responses is their slowest one: say how few there were.
  const few = result.total < 100 ? ` of ${result.total} responses` : '';
  const rate =
    result.total === 0
      ? `0 req/s (no response in ${LOAD.durationSeconds} s)`
      : `${perSecond(result.requestsPerSecond)} req/s, p99 ${ms(result.p99)}${few}`;
  return problems.length ? `${rate} [${problems.join(', ')}]` : rate;
}

/** Progress on stderr, so that stdout holds the table only. */
export const step = (/** @type {string} */ text) => console.error(`› ${text}`);

/**
 * Measures one row; an error becomes the row's text instead of ending the run, so one broken
 * figure does not hide the others.
 * @param {string} figure
 * @param {string} target
 * @param {() => Promise<{ measured: string, met: boolean }>} measure
 * @returns {Promise<Row>}
 */
async function row(figure, target, measure) {
  try {
    return { figure, target, ...(await measure()) };
  } catch (error) {
    return { figure, target, measured: `not measured: ${message(error)}`, met: null };
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<Settled<T>>}
 */
const settle = (promise) =>
  promise.then(
    (value) => ({ ok: /** @type {const} */ (true), value }),
    (error) => ({ ok: /** @type {const} */ (false), error }),
  );

/**
 * @template T
 * @param {Settled<T>} settled
 * @returns {T}
 */
function valueOf(settled) {
  if (!settled.ok) throw settled.error;
  return settled.value;
}

/**
 * The site path of the first item an /api list returns, e.g. /products/3.
 * @param {string} base
 * @param {string} api
 * @param {string} page
 */
async function firstItemPath(base, api, page) {
  const items = JSON.parse((await getOk(`${base}${api}`)).body.toString('utf8'));
  if (!Array.isArray(items) || items.length === 0) throw new Error(`${api} returned no items`);
  return `${page}/${encodeURIComponent(String(items[0].id))}`;
}

/**
 * Our server and its bare twin under the same load, in LOAD_ROUNDS alternating rounds (ours, then
 * the twin, then ours again…) of LOAD.durationSeconds / LOAD_ROUNDS each, so that on a shared
 * machine both meet the same neighbours' load and the ratio is not one quiet moment against one
 * busy one. Each round starts once our server has worked off what the previous one left it, so
 * that the two never share the CPU. The twin sends `reply`'s bytes as they are, with its
 * Content-Type and Content-Encoding.
 * @param {string} url our URL
 * @param {import('./http-client.mjs').Reply} reply what our server answered at `url`
 * @param {Record<string, string>} headers
 * @param {() => Promise<void>} idle waits until our server is idle
 */
async function againstBare(url, reply, headers, idle) {
  const round = { ...LOAD, durationSeconds: LOAD.durationSeconds / LOAD_ROUNDS };
  const encoding = reply.headers['content-encoding'];
  const bare = await startBareServer(
    reply.body,
    String(reply.headers['content-type']),
    encoding === undefined ? undefined : String(encoding),
  );
  const bareUrl = `${bare.url}${new URL(url).pathname}`;
  try {
    /** @type {LoadResult[]} */
    const ours = [];
    /** @type {LoadResult[]} */
    const twin = [];
    for (let i = 1; i <= LOAD_ROUNDS; i++) {
      await idle();
      step(
        `${url}: ${LOAD.connections} connections, ${round.durationSeconds} s (${i}/${LOAD_ROUNDS})`,
      );
      ours.push(await runLoad({ url, headers, ...round }));
      await idle();
      step(`bare node:http twin of ${url} (${i}/${LOAD_ROUNDS})`);
      twin.push(await runLoad({ url: bareUrl, headers, ...round }));
    }
    return { ours: combined(ours), bare: combined(twin) };
  } finally {
    await bare.stop();
  }
}

/**
 * Rounds of equal length as one run: their responses per second of measured time, the worst
 * round's p50, p95 and p99 (the latencies themselves stay in the rounds' processes), the counts
 * summed.
 * @param {LoadResult[]} rounds
 * @returns {LoadResult}
 */
function combined(rounds) {
  const sum = (/** @type {(r: LoadResult) => number} */ pick) =>
    rounds.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requestsPerSecond) / rounds.length,
    p50: Math.max(...rounds.map((r) => r.p50)),
    p95: Math.max(...rounds.map((r) => r.p95)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    total: sum((r) => r.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    unexpected: sum((r) => r.unexpected),
  };
}

/**
 * Every figure of the table, measured against `base` in an order where none disturbs the next:
 * single requests first, then the browsers, then the load runs.
 * @param {import('./target.mjs').Target} target
 * @param {import('./target.mjs').Target | undefined} renderTarget a server like `target` with its
 *   response caches off, for the uncached render (stopped once measured); none with BENCH_URL
 * @param {string[]} notes receives what the table cannot say
 * @param {(stop: () => Promise<void>) => void} register receives what stops a browser
 * @param {import('./forecast-fixture.mjs').ForecastFixture | undefined} forecast the spray
 *   forecast's fixture provider `target` reads; none with BENCH_URL
 * @returns {Promise<{ rows: Row[] } & BrowserRun>}
 */
export async function measureAll(target, renderTarget, notes, register, forecast) {
  const base = target.baseUrl;
  /** @type {Row[]} */
  const rows = [];

  step(`home page, ${UNCACHED.count} uncached requests one at a time`);
  rows.push(
    await row('Home page render, one request, uncached', '≤ 25 ms', async () => {
      if (!renderTarget) {
        throw new Error(
          'needs a server of its own with the page cache off (RESPONSE_CACHE_TTL=0); BENCH_URL gives one server',
        );
      }
      const t = await timeSequential(() => `${renderTarget.baseUrl}/`, {
        ...UNCACHED,
        headers: PAGE_HEADERS,
      }).finally(() => renderTarget.stop());
      return {
        measured: `${ms(t.median)} median of ${t.count} (${ms(t.min)} to ${ms(t.max)})`,
        met: t.median <= 25,
      };
    }),
  );
  step(`home page, ${CACHED.count} requests of / one at a time`);
  rows.push(
    await row('Home page render, one request, cached', '≤ 1 ms', async () => {
      const t = await timeSequential(() => `${base}/`, { ...CACHED, headers: PAGE_HEADERS });
      return {
        measured: `${ms(t.median)} median of ${t.count} (${ms(t.min)} to ${ms(t.max)})`,
        met: t.median <= 1,
      };
    }),
  );

  const home = await settle(getOk(`${base}/`, PAGE_HEADERS));
  rows.push(
    await row('Home page HTML size, inline style tags', '≤ 60 KiB raw', async () => {
      const { body } = valueOf(home);
      const styles = body.toString('utf8').match(/<style\b/gi)?.length ?? 0;
      return {
        measured: `${int(body.length)} B (${kib(body.length)}), ${styles} inline style tags`,
        met: body.length <= 60 * KB,
      };
    }),
  );

  step(
    `admin search of ${int(CONTACT_SEARCH.messages)} contact messages, ${CONTACT_SEARCH.count} searches one at a time`,
  );
  rows.push(
    await row(
      `Admin search of ${int(CONTACT_SEARCH.messages)} contact messages`,
      `≤ ${CONTACT_SEARCH_P95_MS} ms at p95`,
      async () => {
        const t = await measureContactSearch(target);
        return {
          measured: `p95 ${ms(t.p95)}, p50 ${ms(t.p50)} of ${t.count} (slowest ${ms(t.max)})`,
          met: t.p95 <= CONTACT_SEARCH_P95_MS,
        };
      },
    ),
  );

  step(`${EDIT_VISIBILITY.edits} newsletter edits, read back on this and a second instance`);
  /** @type {Settled<import('./edit-visibility.mjs').EditVisibility>} */
  const edits = await settle(
    (async () => {
      const databaseUrl = await target.databaseUrl();
      if (!databaseUrl) {
        throw new Error(
          'needs the server’s database for a second instance: set BENCH_DATABASE_URL',
        );
      }
      const second = await startTarget(register, {}, { sharedDatabaseUrl: databaseUrl });
      try {
        return await measureEditVisibility(target, second);
      } finally {
        await second.stop();
      }
    })(),
  );
  for (const [label, pick] of /** @type {const} */ ([
    ['this instance', 'here'],
    ['a second instance on the database', 'there'],
  ])) {
    rows.push(
      await row(
        `Edit visible on the public page, ${label}`,
        `≤ ${EDIT_VISIBLE_MS} ms`,
        async () => {
          if (!edits.ok) throw edits.error;
          const { median: mid, max } = summary(edits.value[pick]);
          return {
            measured: `slowest ${ms(max)}, median ${ms(mid)} of ${edits.value[pick].length}`,
            met: max <= EDIT_VISIBLE_MS,
          };
        },
      ),
    );
  }

  const browserRun = await browserRows(base, notes, register);
  rows.push(...browserRun.rows);

  rows.push(...(await loadRows(target, home, notes, register)));
  rows.push(...(await sprayRows(target, notes, register, forecast)));
  rows.push(...(await farmToolRows(target, register)));
  const mailing = await mailingRows(register);
  rows.push(...mailing.rows);
  rows.push(...(await backupRows(register)));
  rows.push(...(await storageRows(register)));
  rows.push(...(await scalingRows(register, mailing.figures)));
  return { ...browserRun, rows };
}

/** The label of the load figures taken on the quiet server (LOG_LEVEL=warn), beside the default's. */
export const QUIET_LABEL = ', LOG_LEVEL=warn (no access log)';

/**
 * The figures under load, at the server's default log level (`info`, one access-log line per
 * request, as `npm start` and the Docker image run), then the same against a second server started
 * with LOG_LEVEL=warn, labelled, for comparison. Each against its bare twin, measured in turn.
 * `BENCH_ONLY=load` runs these alone (scripts/bench.mjs).
 * @param {import('./target.mjs').Target} target a server at the default log level
 * @param {Settled<import('./http-client.mjs').Reply> | undefined} home its answer to `GET /`
 * @param {string[]} notes receives what the table cannot say
 * @param {(stop: () => Promise<void>) => void} register receives what stops the quiet server
 * @returns {Promise<Row[]>}
 */
export async function loadRows(target, home, notes, register) {
  const rows = await loadRowsOf(target, home, notes, '');
  step('starting a production server at LOG_LEVEL=warn, for the quiet figures');
  const quiet = await settle(startTarget(register, { LOG_LEVEL: 'warn' }));
  if (!quiet.ok) {
    notes.push(`The LOG_LEVEL=warn server did not start: ${message(quiet.error)}`);
    return rows;
  }
  try {
    rows.push(...(await loadRowsOf(quiet.value, undefined, notes, QUIET_LABEL)));
  } finally {
    await quiet.value.stop();
  }
  return rows;
}

/**
 * @param {import('./target.mjs').Target} target
 * @param {Settled<import('./http-client.mjs').Reply> | undefined} home
 * @param {string[]} notes
 * @param {string} label appended to each figure's name
 * @returns {Promise<Row[]>}
 */
async function loadRowsOf(target, home, notes, label) {
  const base = target.baseUrl;
  const idle = async () => {
    const note = await target.waitUntilIdle();
    if (note && !notes.includes(note)) notes.push(note);
  };
  const page = home ?? (await settle(getOk(`${base}/`, PAGE_HEADERS)));
  /** @type {Row[]} */
  const rows = [];
  rows.push(
    await row(
      `Home page / under load, uncompressed, vs bare node:http${label}`,
      '≥ 50% of bare',
      async () => {
        const { ours, bare } = await againstBare(`${base}/`, valueOf(page), PAGE_HEADERS, idle);
        const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
        return {
          measured: `${loadText(ours)} vs bare ${loadText(bare)}: ${percent(ratio)}`,
          met: ratio >= 0.5,
        };
      },
    ),
  );
  rows.push(
    await row(
      `Home page / under load, browser headers (compressed), vs bare node:http${label}`,
      '≥ 50% of bare',
      async () => {
        const reply = await getOk(`${base}/`, BROWSER_PAGE_HEADERS);
        const encoding = reply.headers['content-encoding'];
        if (!encoding) throw new Error('/ came uncompressed to a browser’s Accept-Encoding');
        const { ours, bare } = await againstBare(`${base}/`, reply, BROWSER_PAGE_HEADERS, idle);
        const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
        return {
          measured: `${loadText(ours)} vs bare ${loadText(bare)} (${encoding}, ${int(reply.body.length)} B): ${percent(ratio)}`,
          met: ratio >= 0.5,
        };
      },
    ),
  );

  /** @type {LoadResult | undefined} */
  let rest;
  rows.push(
    await row(`REST GET /api/products under load vs bare${label}`, '≥ 25% of bare', async () => {
      const url = `${base}/api/products`;
      const { ours, bare } = await againstBare(url, await getOk(url), {}, idle);
      rest = ours;
      const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
      return {
        measured: `${loadText(ours)} vs bare ${loadText(bare)}: ${percent(ratio)}`,
        met: ratio >= 0.25,
      };
    }),
  );

  rows.push(
    await row(`GraphQL products under load vs REST${label}`, '≥ 60% of REST', async () => {
      if (!rest) throw new Error('the REST figure it is compared with was not measured');
      const body = JSON.stringify({ query: GRAPHQL_QUERY });
      const headers = { 'content-type': 'application/json' };
      // GraphQL answers 200 even when the query fails: check the answer before timing it.
      const reply = await send(`${base}/graphql`, { method: 'POST', headers, body });
      const answer = JSON.parse(reply.body.toString('utf8'));
      if (reply.status !== 200 || answer.errors || !Array.isArray(answer.data?.products)) {
        throw new Error(`the query failed: ${reply.status} ${reply.body.toString('utf8')}`);
      }
      step(`${base}/graphql: ${LOAD.connections} connections, ${LOAD.durationSeconds} s`);
      const ours = await runLoad({
        url: `${base}/graphql`,
        method: 'POST',
        headers,
        body,
        ...LOAD,
      });
      const ratio = ours.requestsPerSecond / rest.requestsPerSecond;
      return {
        measured: `${loadText(ours)} vs REST ${loadText(rest)}: ${percent(ratio)}`,
        met: ratio >= 0.6,
      };
    }),
  );
  return rows;
}

/**
 * Issue 38: a least-cost plan over twelve products, timed as the server computes it, and the
 * GraphQL plan query under load on a second server of `target`'s database with the response
 * caches off, so that every request is computed (the same anonymous query would otherwise be
 * answered from the GraphQL response cache after the first).
 * @param {import('./target.mjs').Target} target
 * @param {(stop: () => Promise<void>) => void} register receives what stops the second server
 * @returns {Promise<Row[]>}
 */
export async function farmToolRows(target, register) {
  step(`farm tools: ${FARM_TOOLS.plans} least-cost plans over 12 products`);
  const plan = await row(
    'Least-cost plan over 12 products (server, agronomy module)',
    `≤ ${FARM_TOOLS.maxPlanMs} ms`,
    async () => {
      const t = await timeLeastCostPlans();
      return {
        measured: `${ms(t.median)} median, ${ms(t.p95)} p95 of ${t.count}`,
        met: t.p95 <= FARM_TOOLS.maxPlanMs,
      };
    },
  );
  const load = await row(
    'GraphQL fertilizerPlan under load',
    `≥ ${int(FARM_TOOLS.minPlanRequestsPerSecond)} req/s`,
    async () => {
      const databaseUrl = await target.databaseUrl();
      if (!databaseUrl) {
        throw new Error(
          'needs the server’s database for a second instance: set BENCH_DATABASE_URL',
        );
      }
      step('starting a second server with its caches off, for the plan query');
      const uncached = await startTarget(
        register,
        { RESPONSE_CACHE_TTL: '0' },
        { sharedDatabaseUrl: databaseUrl },
      );
      try {
        const base = uncached.baseUrl;
        const body = JSON.stringify({ query: FARM_PLAN_QUERY });
        const headers = { 'content-type': 'application/json' };
        const reply = await send(`${base}/graphql`, { method: 'POST', headers, body });
        const answer = JSON.parse(reply.body.toString('utf8'));
        if (reply.status !== 200 || answer.errors || !answer.data?.fertilizerPlan?.feasible) {
          throw new Error(`the query failed: ${reply.status} ${reply.body.toString('utf8')}`);
        }
        step(`${base}/graphql fertilizerPlan, caches off: ${LOAD.connections} connections`);
        const ours = await runLoad({
          url: `${base}/graphql`,
          method: 'POST',
          headers,
          body,
          ...LOAD,
        });
        return {
          measured: `${loadText(ours)}, every request computed (caches off)`,
          met: ours.requestsPerSecond >= FARM_TOOLS.minPlanRequestsPerSecond,
        };
      } finally {
        await uncached.stop();
      }
    },
  );
  return [plan, load];
}

/**
 * @typedef {object} BrowserRun what the report says beside the browser figures
 * @property {string} browser Chromium's version ('not started' when none ran)
 * @property {import('./calibrate.mjs').Calibration | undefined} calibration
 * @property {number[]} lighthouseIndices the benchmarkIndex Lighthouse measured in each of its runs
 */

/** Targets of the browser figures (issue 24); KB read as KiB, as above. */
export const BROWSER_TARGETS = {
  jsKib: 130,
  cssKib: 15,
  performance: 0.95,
  tbtMs: 200,
  lcpMs: 2000,
  cls: 0.05,
  seo: 1,
  accessibility: 1,
  interactionMs: 200,
};

/**
 * The farm tools' pages Lighthouse audits (issue 38), each with a result shown, as a shared link
 * opens them: the plan and the seed-row check the interactions start from.
 */
export const FARM_TOOL_PAGES = [
  { label: 'Optimize Calculator with a plan', path: OPTIMIZE_PLAN.path },
  { label: 'Salt Index App with a check', path: SALT_BLEND.path },
];

/**
 * The first load of / in Chromium: the JS and CSS it fetched.
 * @param {string} base the site's origin
 * @param {string[]} notes receives what the table cannot say
 * @param {(stop: () => Promise<void>) => void} register receives what stops the browser
 * @returns {Promise<{ rows: Row[], browser: string }>}
 */
async function firstLoadRows(base, notes, register) {
  const t = BROWSER_TARGETS;
  /** @type {Row[]} */
  const rows = [];
  let browser = 'not started';
  step('first load of / in Chromium');
  const firstLoad = await settle(measureFirstLoad(`${base}/`, register));
  if (firstLoad.ok) {
    browser = firstLoad.value.browserVersion;
    if (!firstLoad.value.settled)
      notes.push('First load of /: the network was still busy after 15 s.');
    for (const url of firstLoad.value.outside)
      notes.push(`First load of / asked for another host: ${url}`);
  }
  /** @param {import('./browser.mjs').Files} files */
  const served = (files) =>
    `${kib(files.transferred)} as served, ${[...new Set(files.files.map((f) => f.encoding))].join('/') || 'none'}`;
  rows.push(
    await row('JS fetched on first load of / (gzip -9)', `≤ ${t.jsKib} KiB`, async () => {
      const { js } = valueOf(firstLoad);
      return {
        measured: `${kib(js.gzip)} in ${js.files.length} files (${served(js)})`,
        met: js.gzip <= t.jsKib * KB,
      };
    }),
  );
  rows.push(
    await row(
      'CSS on first load of / (gzip -9), stylesheets + inline <style>',
      `≤ ${t.cssKib} KiB`,
      async () => {
        const { css, inlineStyles, addedStyles } = valueOf(firstLoad);
        const added = addedStyles.count
          ? `; ${addedStyles.count} <style> added by scripts, ${int(addedStyles.raw)} B (in the JS figure)`
          : '';
        return {
          measured:
            `${kib(css.gzip + inlineStyles.gzip)}: stylesheets ${kib(css.gzip)} in ${css.files.length} files (${served(css)}); ` +
            `inline <style> in the HTML ${inlineStyles.count} elements, ${int(inlineStyles.raw)} B (${int(inlineStyles.gzip)} B gzip)${added}`,
          met: css.gzip + inlineStyles.gzip <= t.cssKib * KB,
        };
      },
    ),
  );
  return { rows, browser };
}

/**
 * The browser figures, all on a phone of one speed: this host's CPU is rated first (calibrate.mjs)
 * and Lighthouse and the interactions slow it by the calibrated multiplier. Then the first load of
 * / (its JS and CSS), the JavaScript each farm tool's page adds to the shell (from the build),
 * Lighthouse on the pages and the interactions. `BENCH_ONLY=browser` runs these alone
 * (scripts/bench.mjs); with `farmToolsOnly`, the farm tools' alone (the JS each adds, Lighthouse
 * on their three pages, the typed keys), as `BENCH_ONLY=farm` takes them.
 * @param {string} base the site's origin
 * @param {string[]} notes receives what the table cannot say
 * @param {(stop: () => Promise<void>) => void} register receives what stops a browser
 * @param {{ farmToolsOnly?: boolean }} [which]
 * @returns {Promise<{ rows: Row[] } & BrowserRun>}
 */
export async function browserRows(base, notes, register, { farmToolsOnly = false } = {}) {
  const t = BROWSER_TARGETS;
  /** @type {Row[]} */
  const rows = [];
  let browser = 'not started';
  if (!farmToolsOnly) step('finding a product page and a newsletter article');
  const productPath = farmToolsOnly
    ? undefined
    : await settle(firstItemPath(base, '/api/products', '/products'));
  const articlePath = farmToolsOnly
    ? undefined
    : await settle(firstItemPath(base, '/api/newsletters', '/newsletter'));
  step('asking for a place’s spray forecast, so that its page is measured with one');
  const sprayPath = await settle(primeForecast(base, SPRAY.placeId).then(() => SPRAY_PAGE_PATH));

  step(`rating this host's CPU as Lighthouse does, ${CALIBRATION_PROBES} probes`);
  const calibration = await settle(calibrate(register));
  const slowdown = () => {
    const { multiplier, benchmarkIndex } = valueOf(calibration);
    return `${multiplier.toFixed(2)}× CPU for index ${int(benchmarkIndex)}`;
  };

  if (!farmToolsOnly) {
    const first = await firstLoadRows(base, notes, register);
    browser = first.browser;
    rows.push(...first.rows);
  }

  step('the JavaScript each farm tool adds to the shell, from the build');
  const toolJs = await settle(
    (async () => {
      await checkServedBuild(base, TOOL_PAGES[0].path);
      return toolPagesBeyondShell();
    })(),
  );
  for (const { path, maxKiB } of TOOL_PAGES) {
    rows.push(
      await row(
        `JS a farm tool adds to the shell, ${path} (gzip -9)`,
        `≤ ${maxKiB} KiB`,
        async () => {
          const page = valueOf(toolJs).find((measured) => measured.path === path);
          if (!page) throw new Error(`${path} was not measured`);
          return toolPageJsFigure(page);
        },
      ),
    );
  }

  /** @type {(path: string) => Settled<string>} */
  const given = (path) => ({ ok: true, value: path });
  /** @type {{ label: string, path: Settled<string> }[]} */
  const pages = [
    ...(productPath && articlePath
      ? [
          { label: '/', path: given('/') },
          { label: '/soil-diagnostics', path: given('/soil-diagnostics') },
          { label: 'product', path: productPath },
          { label: 'newsletter article', path: articlePath },
        ]
      : []),
    ...FARM_TOOL_PAGES.map(({ label, path }) => ({ label, path: given(path) })),
    { label: 'Spray Condition App', path: sprayPath },
  ];
  const urls = pages.flatMap(({ path }) => (path.ok ? [`${base}${path.value}`] : []));
  step(`Lighthouse on ${urls.length} pages, several runs each, about 30 s a run`);
  const audits = await settle(
    (async () => runLighthouse(urls, valueOf(calibration).multiplier, register))(),
  );
  for (const { label, path } of pages) {
    // A tool page's address holds its inputs: the row names the page, the method its address.
    const page = path.ok ? path.value.split('?')[0] : '';
    const shown = path.ok && label !== page ? `${label} (${page})` : label;
    rows.push(
      await row(
        `Lighthouse mobile, ${shown}`,
        `perf ≥ ${t.performance}, TBT ≤ ${t.tbtMs} ms, LCP ≤ ${t.lcpMs / 1000} s, CLS ≤ ${t.cls}, SEO ${t.seo.toFixed(2)}, a11y ${t.accessibility.toFixed(2)}`,
        async () => {
          const audit = valueOf(audits).find((a) => a.url === `${base}${valueOf(path)}`);
          if (!audit) throw new Error('no Lighthouse result');
          if (audit.error) throw new Error(audit.error);
          notes.push(...audit.warnings.map((w) => `Lighthouse on ${label}: ${w}`));
          if (audit.shortfalls.length) {
            notes.push(
              `Lighthouse on ${label}, audits that failed: ${audit.shortfalls.join(', ')}`,
            );
          }
          const rated = audit.indices.map((i) => int(i));
          return {
            measured:
              `perf ${audit.score.toFixed(2)}, TBT ${int(audit.tbt)} ms, LCP ${(audit.lcp / 1000).toFixed(2)} s, CLS ${audit.cls.toFixed(3)}, ` +
              `SEO ${audit.seo.toFixed(2)}, a11y ${audit.accessibility.toFixed(2)} at ${slowdown()}` +
              ` (median of ${audit.scores.length} runs; perf ${audit.scores.map((x) => x.toFixed(2)).join(', ')}; runs rated the host ${rated.join(', ')})`,
            met:
              audit.score >= t.performance &&
              audit.tbt <= t.tbtMs &&
              audit.lcp <= t.lcpMs &&
              audit.cls <= t.cls &&
              audit.seo >= t.seo &&
              audit.accessibility >= t.accessibility,
          };
        },
      ),
    );
  }

  step(`interactions on a slowed phone, ${INTERACTION_RUNS} runs, early and idle`);
  // A farm tool's interaction is a typed key (`key`); the others are taps on the site's pages.
  const kinds = farmToolsOnly ? INTERACTIONS.filter((kind) => kind.key) : INTERACTIONS;
  const interactions = await settle(
    (async () => measureInteractions(base, valueOf(calibration).multiplier, register, kinds))(),
  );
  if (interactions.ok && calibration.ok && !Number.isNaN(interactions.value.throttledIndex)) {
    const { throttledIndex } = interactions.value;
    const { benchmarkIndex, multiplier } = calibration.value;
    notes.push(
      `Interactions: Lighthouse's benchmarkIndex inside a measured page, under the ${multiplier.toFixed(2)}× throttle, was ${int(throttledIndex)}; the host's ${int(benchmarkIndex)} / ${multiplier.toFixed(2)} = ${int(benchmarkIndex / multiplier)}.`,
    );
  }
  for (const [i, { label, targetMs = t.interactionMs }] of kinds.entries()) {
    rows.push(
      await row(`Interaction: ${label} (INP-like)`, `≤ ${targetMs} ms`, async () => {
        const { early, idle } = valueOf(interactions).results[i];
        const phase = (
          /** @type {string} */ name,
          /** @type {import('./interaction.mjs').PhaseResult} */ p,
        ) => {
          const runs = p.taps.map((tap) => int(tap.duration)).join(', ');
          const lost = p.failures.length
            ? `; ${p.failures.length} of ${p.taps.length + p.failures.length} taps unanswered: ${[...new Set(p.failures)].join('; ')}`
            : '';
          return `${name} ${p.taps.length ? ms(p.median) : 'none answered'} (${runs || '–'}${lost})`;
        };
        const worst = Math.max(early.median, idle.median);
        return {
          measured:
            `worst ${Number.isNaN(worst) ? '–' : ms(worst)} at ${slowdown()}: ${phase('early', early)}, ${phase('idle', idle)}` +
            `; medians of ${INTERACTION_RUNS} runs`,
          met: worst <= targetMs && early.failures.length === 0 && idle.failures.length === 0,
        };
      }),
    );
  }
  return {
    rows,
    browser,
    calibration: calibration.ok ? calibration.value : undefined,
    lighthouseIndices: audits.ok ? audits.value.flatMap((a) => a.indices) : [],
  };
}

/** The load on a place's cached forecast page: fewer connections than the home page's. */
export const SPRAY_LOAD = { ...LOAD, connections: 8 };

/**
 * The Spray Condition App (issue 39): a place's forecast page from the caches under load, the
 * rating of a 48-hour forecast alone, the provider fetches of two replicas asked for one cell at
 * once, and the page with the provider not answering (last: its fetches hang until they time out).
 * `BENCH_ONLY=spray` runs these alone (scripts/bench.mjs).
 * @param {import('./target.mjs').Target} target
 * @param {string[]} notes receives what the table cannot say
 * @param {(stop: () => Promise<void>) => void} register receives what stops the second server
 * @param {import('./forecast-fixture.mjs').ForecastFixture | undefined} forecast the fixture
 *   provider `target` reads; none with BENCH_URL
 * @returns {Promise<Row[]>}
 */
export async function sprayRows(target, notes, register, forecast) {
  const load = SPRAY_LOAD;
  step(
    `spray forecast page of a cached place: ${load.connections} connections, ${load.durationSeconds} s`,
  );
  const idle = async () => {
    const note = await target.waitUntilIdle();
    if (note && !notes.includes(note)) notes.push(note);
  };
  await idle();
  const page = await row(
    'Spray forecast page of a cached place, under load',
    `≤ ${SPRAY.pageP95Ms} ms at p95`,
    async () => {
      const result = await measureCachedForecastPage(target, load);
      if (result.unexpected > 0)
        throw new Error(`${result.unexpected} answers of another size than the forecast page`);
      return {
        measured: `p95 ${ms(result.p95)}, p50 ${ms(result.p50)}; ${loadText(result)}, ${load.connections} connections`,
        met: result.p95 <= SPRAY.pageP95Ms,
      };
    },
  );
  step('spray ratings of a 48-hour forecast, one after another');
  const ratings = await row(
    'Spray rating computations (a 48-hour forecast each)',
    `≥ ${int(SPRAY.ratingsPerSecond)} per second`,
    async () => {
      const { perSecond, perCpuSecond, count, cpuSeconds } = await measureRatings();
      return {
        measured: `${int(perSecond)} per second (${int(count)} in ${SPRAY_RATING_SECONDS} s, ${int(perSecond * 48)} hours/s); ${int(perCpuSecond)} per CPU-second (the thread ran ${cpuSeconds.toFixed(2)} s of the ${SPRAY_RATING_SECONDS})`,
        met: perSecond >= SPRAY.ratingsPerSecond,
      };
    },
  );
  const fixture = () => {
    if (!forecast) throw new Error('needs the bench’s fixture provider: not with BENCH_URL');
    return forecast;
  };
  step('two replicas asking for one new forecast cell at once');
  const replicas = await row(
    'Spray forecast: replicas asking for the same cell at once, provider fetches',
    `${SPRAY.replicaFetches} fetch`,
    async () => {
      const r = await measureReplicaFetches(target, fixture(), register);
      return {
        measured: `${r.fetches} fetch${r.fetches === 1 ? '' : 'es'} (${r.fetches} GetCapabilities, ${int(r.featureInfo)} GetFeatureInfo) for ${r.replicas} replicas asked for ${r.place} at once, first pages ${r.firstPages.join(' and ')}, both with the forecast ${r.seconds.toFixed(1)} s later`,
        met: r.fetches === SPRAY.replicaFetches,
      };
    },
  );
  step(
    `spray forecast pages of ${SPRAY_UNREACHABLE_PLACES} new places, the provider not answering`,
  );
  const unreachable = await row(
    'Spray forecast page, provider unreachable (unavailable state and manual mode)',
    `≤ ${int(SPRAY.unreachablePageMs)} ms`,
    async () => {
      await idle();
      const t = await measureUnreachableProvider(target, fixture());
      return {
        measured: `slowest ${ms(t.max)}, median ${ms(t.median)} of ${t.times.length} places, one request each`,
        met: t.max <= SPRAY.unreachablePageMs,
      };
    },
  );
  return [page, ratings, replicas, unreachable];
}

/**
 * Issue 23's budgets: a server of its own whose mail goes to an SMTP sink in this process, a
 * newsletter to MAILING.subscribers confirmed subscribers, the home page under load and the
 * server's memory meanwhile, then a second newsletter killed (SIGKILL) half way and restarted.
 * The figures go on to docs/scaling.md (the newsletter sender's rate).
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<{ rows: Row[], figures: Settled<import('./mailing.mjs').MailingFigures> }>}
 */
async function mailingRows(register) {
  const n = int(MAILING.subscribers);
  step(`a newsletter to ${n} subscribers through a local SMTP server, then one killed half way`);
  /** @type {Settled<import('./mailing.mjs').MailingFigures>} */
  const figures = await settle(
    (async () => {
      if (process.env.BENCH_URL?.trim()) {
        throw new Error('needs a server started with SMTP_URL on the sink: not with BENCH_URL');
      }
      const sink = await startSink();
      register(sink.stop);
      const target = await startTarget(register, { SMTP_URL: sink.url, MAIL_FROM });
      try {
        return await measureMailing(target, sink);
      } finally {
        await target.stop();
      }
    })(),
  );
  const crash = (/** @type {import('./mailing.mjs').MailingFigures} */ f) => {
    if (typeof f.crash === 'string') throw new Error(f.crash);
    return f.crash;
  };
  const rows = [
    await row(
      `Newsletter to ${n} subscribers, SMTP sink`,
      `≥ ${MAILING.minPerSecond} messages/s`,
      async () => {
        const f = valueOf(figures);
        return {
          measured: `${perSecond(f.perSecond)} messages/s (${int(f.recipients)} in ${f.seconds.toFixed(0)} s)`,
          met: f.perSecond >= MAILING.minPerSecond,
        };
      },
    ),
    await row('Server memory while sending it', `≤ ${MAILING.maxRssMb} MB RSS`, async () => {
      const f = valueOf(figures);
      if (f.peakRssMb === undefined) throw new Error('no /proc to read the memory from');
      return {
        measured: `${int(f.peakRssMb)} MB at most (${int(f.baseRssMb ?? NaN)} MB before)`,
        met: f.peakRssMb <= MAILING.maxRssMb,
      };
    }),
    await row(
      `Home page while sending it, ${MAILING.homeConnections} connections`,
      `p99 ≤ ${MAILING.homeP99Ms} ms`,
      async () => {
        const f = valueOf(figures);
        return {
          measured: loadText(f.home),
          met: f.home.p99 <= MAILING.homeP99Ms && f.home.non2xx === 0 && f.home.errors === 0,
        };
      },
    ),
    await row(
      `Subscriber CSV export, ${n} rows`,
      `≤ ${MAILING.csvSeconds} s, flat memory`,
      async () => {
        const { csv } = valueOf(figures);
        const growth = (csv.rssPeakMb ?? NaN) - (csv.rssBeforeMb ?? NaN);
        return {
          measured: `${csv.seconds.toFixed(1)} s for ${int(csv.rows)} rows (${kib(csv.bytes)}); server ${int(csv.rssBeforeMb ?? NaN)} → ${int(csv.rssPeakMb ?? NaN)} MB`,
          met: csv.seconds <= MAILING.csvSeconds && csv.rows >= MAILING.subscribers && growth < 50,
        };
      },
    ),
    await row(
      'SIGKILL at 50% of a newsletter, restarted',
      '0 duplicates, 0 skipped (sink log vs ledger)',
      async () => {
        const c = crash(valueOf(figures));
        return {
          measured: `${int(c.duplicates)} duplicates, ${int(c.skipped)} skipped of ${int(c.recipients)} (killed after ${int(c.killedAt)} sent)`,
          met: c.duplicates === 0 && c.skipped === 0,
        };
      },
    ),
  ];
  return { rows, figures };
}

/**
 * Issue 26's backup budgets: `npm run backup` and `npm run restore` of a site with
 * BACKUP_BENCH.subscribers subscribers and BACKUP_BENCH.uploadBytes of uploads (backup.mjs).
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<Row[]>}
 */
async function backupRows(register) {
  const what = `${int(BACKUP_BENCH.subscribers)} subscribers and ${(BACKUP_BENCH.uploadBytes / 1024 ** 3).toFixed(0)} GiB of uploads`;
  step(`npm run backup and npm run restore of ${what}`);
  /** @type {Settled<import('./backup.mjs').BackupFigures>} */
  const figures = await settle(measureBackup(register));
  return [
    await row(`Backup of ${what}`, `≤ ${BACKUP_BENCH.backupSeconds} s`, async () => {
      const f = valueOf(figures);
      return {
        measured: `${f.backupSeconds.toFixed(1)} s, archive ${(f.archiveBytes / 1024 ** 2).toFixed(0)} MiB`,
        met: f.backupSeconds <= BACKUP_BENCH.backupSeconds,
      };
    }),
    await row(
      `Restore of that archive into an empty database`,
      `≤ ${BACKUP_BENCH.restoreSeconds} s`,
      async () => {
        const f = valueOf(figures);
        const files = Math.ceil(BACKUP_BENCH.uploadBytes / BACKUP_BENCH.fileBytes);
        const complete =
          f.files === files &&
          (Number.isNaN(f.subscribers) || f.subscribers >= BACKUP_BENCH.subscribers);
        return {
          measured: `${f.restoreSeconds.toFixed(1)} s, ${int(f.files)} files${Number.isNaN(f.subscribers) ? '' : `, ${int(f.subscribers)} subscribers`} back`,
          met: complete && f.restoreSeconds <= BACKUP_BENCH.restoreSeconds,
        };
      },
    ),
  ];
}

/**
 * Issue 26's storage budget (storage.mjs): an uploaded photo and its 960w WebP variant served
 * through the server from an S3-compatible bucket against the same files from local disk, one
 * row per file.
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<Row[]>}
 */
async function storageRows(register) {
  step('an uploaded image served from S3 (s3rver) and from local disk');
  /** @type {Settled<import('./storage.mjs').StorageFigures>} */
  const figures = await settle(measureStorage(register));
  const ms = (/** @type {number} */ value) => `${value.toFixed(2)} ms`;
  /** @type {Row[]} */
  const rows = [];
  for (const [index, which] of /** @type {const} */ ([
    [0, 'the original'],
    [1, 'its 960w WebP'],
  ])) {
    rows.push(
      await row(
        `Upload served from S3 vs local disk, p50: ${which}`,
        `≤ ${STORAGE_BENCH.addedMs} ms added`,
        async () => {
          const t = valueOf(figures).timings[index];
          const added = t.s3Ms - t.diskMs;
          return {
            measured: `${t.file}: S3 ${ms(t.s3Ms)} vs disk ${ms(t.diskMs)}, ${added >= 0 ? '+' : ''}${ms(added)}`,
            met: added <= STORAGE_BENCH.addedMs,
          };
        },
      ),
    );
  }
  return rows;
}

/**
 * Issue 26's scaling budget (scaling.mjs): what one replica serves of each kind of request and the
 * database connections it holds, on servers of its own; docs/scaling.md is written from them, with
 * this run's newsletter rate (the last run's, from docs/benchmarks.md, when it failed).
 * @param {(stop: () => Promise<void>) => void} register
 * @param {Settled<import('./mailing.mjs').MailingFigures>} mailing
 * @returns {Promise<Row[]>}
 */
async function scalingRows(register, mailing) {
  step('one replica under each kind of request, and its database connections');
  /** @type {Settled<import('./scaling.mjs').ScalingFigures>} */
  const figures = await settle(measureScaling(register));
  const mail = mailing.ok
    ? { perSecond: mailing.value.perSecond, source: 'this run of `npm run bench`' }
    : await mailRateFromBenchmarks();
  const written = await settle((async () => writeScalingReport(valueOf(figures), mail))());
  const target = 'measured, worked out in docs/scaling.md';
  return [
    await row('Requests/s of one replica (one process), browser headers', target, async () => {
      const f = valueOf(figures);
      valueOf(written);
      const rate = (/** @type {string} */ key) => {
        const k = f.kinds.find((x) => x.key === key);
        return k ? perSecond(k.load.requestsPerSecond) : '–';
      };
      const clean = f.kinds.every((k) => !k.load.non2xx && !k.load.errors && !k.load.unexpected);
      return {
        measured: `cached page ${rate('cachedPage')}, uncached page ${rate('uncachedPage')}, assets ${rate('assets')}, REST ${rate('rest')}, GraphQL ${rate('graphql')} (with a token ${rate('graphqlToken')}), admin write ${rate('adminWrite')}${clean ? '' : '; some answers failed (docs/scaling.md)'}`,
        met: clean,
      };
    }),
    await row('PostgreSQL connections per replica, replicas per server', target, async () => {
      const f = valueOf(figures);
      valueOf(written);
      const b = connectionBudget(f);
      return {
        measured: `${b.perReplica} per replica (pool ${f.configured.pool} + pg-boss ${f.configured.queue} + LISTEN 1), at most ${b.peakSeen} seen; max_connections ${f.postgres.maxConnections}: ${b.withoutBouncer} replicas, ${b.withBouncer} with PgBouncer (transaction mode, LISTEN direct)`,
        met: true,
      };
    }),
  ];
}
