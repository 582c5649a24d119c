// @ts-check
// Issue 26's scaling budget: what one replica (one server process, so one core: Node runs
// JavaScript on one thread) serves of each kind of request, with a browser's headers, and how many
// PostgreSQL connections it holds meanwhile; scaling-report.mjs turns the figures into
// docs/scaling.md. Part of `npm run bench`; also runs alone and then writes docs/scaling.md:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/scaling.mjs
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { adminToken, insertMessages } from './contact-search.mjs';
import { BROWSER_PAGE_HEADERS, GRAPHQL_QUERY, PAGE_HEADERS, send } from './http-client.mjs';
import { runLoad } from './load.mjs';
import { adminQuery, cpuSeconds, startTarget } from './target.mjs';

const root = join(import.meta.dirname, '..', '..');

/**
 * One load run per kind of request: long enough for a steady rate, short enough that the seven
 * runs and two server starts take about three minutes on 2 cores.
 */
export const SCALING = {
  connections: 32,
  warmUpSeconds: 2,
  durationSeconds: 8,
  /** pg_stat_activity is read this often during each run. */
  sampleMs: 100,
  /** Contact messages the admin write marks handled, one each: more than a run can use up. */
  writeRows: 30_000,
};

/** Every request is sent as Chrome sends it: users get compressed answers, so we measure those. */
const API_HEADERS = {
  accept: 'application/json',
  'accept-encoding': BROWSER_PAGE_HEADERS['accept-encoding'],
};
const GRAPHQL_HEADERS = { ...API_HEADERS, 'content-type': 'application/json' };
/** The office's "mark handled" of one message (admin contact screen), its version as read. */
const TRIAGE = `mutation BenchTriage($id: ID!, $version: Int!) {
  updateContactTriage(id: $id, expectedVersion: $version, input: { status: HANDLED, note: "Called back." }) {
    contact { id version }
    userErrors { message }
  }
}`;
/** @param {{ id: number, version: number }} row */
const triage = ({ id, version }) =>
  JSON.stringify({ query: TRIAGE, variables: { id: String(id), version } });
/** A triage the server took: GraphQL answers 200 to a refused one too. */
const TRIAGE_TAKEN = '"userErrors":[]';

/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/** @typedef {import('./target.mjs').Target} Target */

/**
 * @typedef {object} ConnectionStats connections of one server's database in pg_stat_activity
 * @property {number} peak all of them at once, at most
 * @property {number} peakPool the ORM's pool (no application name, not the listener)
 * @property {number} peakQueue pg-boss's pool (its application name)
 * @property {number} peakListen the content-change listener (its last statement is `listen …`)
 * @property {number} meanPoolBusy the pool's connections running a statement or inside a
 *   transaction, on average over the measured part of the run
 * @property {number} peakPoolBusy
 * @property {number} samples
 */

/**
 * @typedef {object} KindFigures
 * @property {string} key
 * @property {string} label
 * @property {string} request what was sent, for the doc
 * @property {string} encoding the answers' Content-Encoding ('identity' when none), with how many
 *   addresses had each when the run cycles through several
 * @property {LoadResult} load
 * @property {number} serverCores CPU seconds the server's process used per second of the run
 * @property {ConnectionStats} connections
 */

/**
 * @typedef {object} ScalingFigures
 * @property {Date} date
 * @property {number[]} loadAverage at the start
 * @property {number[]} loadAverageAtEnd after the last run
 * @property {string} server how the servers were obtained
 * @property {typeof SCALING} run the sizes of the runs
 * @property {KindFigures[]} kinds
 * @property {ConnectionStats} idle the caching server's connections, idle, after its start
 * @property {{ pool: number, queue: number, queueName: string, queueVersion: string }} configured
 *   the ORM pool's and pg-boss's maximum connections, read from the built server's own code
 * @property {{ version: string, maxConnections: number, superuserReserved: number }} postgres
 * @property {number} sitePages addresses in /sitemap.xml
 * @property {number} assetsPerFirstVisit scripts, stylesheets and the preloaded image of /
 * @property {{ committed: number, answered: number }} writes rows the write run changed, and
 *   answers it counted in its measured window
 */

/**
 * Reads pg_stat_activity for `databaseUrl`'s database every SCALING.sampleMs until `stop`, which
 * resolves with the peaks and with the mean busy pool between `from()` and `to()` (performance.now
 * times, set once the run's measured part is known).
 * @param {string} databaseUrl
 * @param {string} queueName pg-boss's application_name
 */
async function watchConnections(databaseUrl, queueName) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  /** @type {{ at: number, pool: number, poolBusy: number, queue: number, listen: number }[]} */
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const { rows } = await client.query(
        `select case when application_name = $1 then 'queue'
                     when query ilike 'listen %' then 'listen' else 'pool' end as role,
                state in ('active', 'idle in transaction', 'idle in transaction (aborted)') as busy,
                count(*)::int as n
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and backend_type = 'client backend'
          group by 1, 2`,
        [queueName],
      );
      const count = (/** @type {string} */ role, busy = false) =>
        rows.filter((r) => r.role === role && (!busy || r.busy)).reduce((sum, r) => sum + r.n, 0);
      samples.push({
        at,
        pool: count('pool'),
        poolBusy: count('pool', true),
        queue: count('queue'),
        listen: count('listen'),
      });
      await new Promise((resolve) => setTimeout(resolve, SCALING.sampleMs));
    }
  })();
  return {
    /**
     * @param {number} [from]
     * @param {number} [to]
     * @returns {Promise<ConnectionStats>}
     */
    async stop(from = -Infinity, to = Infinity) {
      running = false;
      await loop.finally(() => client.end());
      const max = (/** @type {number[]} */ values) => Math.max(0, ...values);
      const inRun = samples.filter((s) => s.at >= from && s.at <= to);
      const busy = (inRun.length ? inRun : samples).map((s) => s.poolBusy);
      return {
        peak: max(samples.map((s) => s.pool + s.queue + s.listen)),
        peakPool: max(samples.map((s) => s.pool)),
        peakQueue: max(samples.map((s) => s.queue)),
        peakListen: max(samples.map((s) => s.listen)),
        meanPoolBusy: busy.reduce((a, b) => a + b, 0) / Math.max(1, busy.length),
        peakPoolBusy: max(busy),
        samples: samples.length,
      };
    },
  };
}

/**
 * @typedef {object} Kind one kind of request and how to check its answer before the run
 * @property {string} key
 * @property {string} label
 * @property {string} request
 * @property {Target} target
 * @property {Omit<import('./load.mjs').LoadJob, 'connections' | 'warmUpSeconds' | 'durationSeconds'>} job
 *   what to send; the run's sizes are SCALING's
 * @property {(reply: import('./http-client.mjs').Reply) => void} check throws when wrong
 */

/**
 * Loads one kind of request with autocannon while reading the server's CPU time (over the middle
 * of the measured part, where the rate is steady) and its database connections.
 * @param {Kind} kind
 * @param {string} queueName
 * @returns {Promise<KindFigures>}
 */
async function measureKind(kind, queueName) {
  const { target, job } = kind;
  // Every address of a cycle of paths is checked once (and its encoding counted); a cycle of
  // bodies is checked with the job's own body, which the cycle does not repeat.
  const steps = job.cycle?.[0]?.path ? job.cycle : [{}];
  /** @type {Map<string, number>} */
  const encodings = new Map();
  for (const step of steps) {
    const url = step.path ? new URL(step.path, job.url).toString() : job.url;
    const reply = await send(url, {
      method: job.method,
      headers: job.headers,
      body: step.body ?? job.body,
    });
    kind.check(reply);
    const encoding = String(reply.headers['content-encoding'] ?? 'identity');
    encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  }
  const databaseUrl = await target.databaseUrl();
  const pid = target.pid();
  if (!databaseUrl || pid === undefined) throw new Error('needs a server started here');
  const watcher = await watchConnections(databaseUrl, queueName);
  const sizes = {
    connections: SCALING.connections,
    warmUpSeconds: SCALING.warmUpSeconds,
    durationSeconds: SCALING.durationSeconds,
  };
  // The child process starts autocannon a few hundred ms after this; half a second either side
  // keeps the CPU reading inside the measured part.
  const started = performance.now();
  const from = started + (SCALING.warmUpSeconds + 0.5) * 1000;
  const to = started + (SCALING.warmUpSeconds + SCALING.durationSeconds - 0.5) * 1000;
  /** @type {number[]} */
  const cpu = [];
  const timers = [from, to].map((at) =>
    setTimeout(async () => cpu.push((await cpuSeconds(pid)) ?? NaN), at - performance.now()),
  );
  /** @type {LoadResult} */
  let load;
  try {
    load = await runLoad({ ...job, ...sizes });
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
  const connections = await watcher.stop(from, to);
  const serverCores = cpu.length === 2 ? (cpu[1] - cpu[0]) / ((to - from) / 1000) : NaN;
  await target.waitUntilIdle();
  return {
    key: kind.key,
    label: kind.label,
    request: kind.request,
    encoding:
      steps.length === 1
        ? [...encodings.keys()][0]
        : [...encodings].map(([name, n]) => `${name} ×${n}`).join(', '),
    load,
    serverCores,
    connections,
  };
}

/** @param {import('./http-client.mjs').Reply} reply */
function checkOk(reply) {
  if (reply.status !== 200) throw new Error(`answered ${reply.status}`);
}

/** @param {import('./http-client.mjs').Reply} reply */
function checkCompressed(reply) {
  checkOk(reply);
  if (!reply.headers['content-encoding']) throw new Error('answered uncompressed to a browser');
}

/** @param {import('./http-client.mjs').Reply} reply */
function checkProducts(reply) {
  checkOk(reply);
  const encoding = reply.headers['content-encoding'];
  const text = (
    encoding === 'br'
      ? brotliDecompressSync(reply.body)
      : encoding === 'gzip'
        ? gunzipSync(reply.body)
        : reply.body
  ).toString('utf8');
  const answer = JSON.parse(text);
  if (answer.errors || !Array.isArray(answer.data?.products)) {
    throw new Error(`the query failed: ${text.slice(0, 300)}`);
  }
}

/**
 * The scripts, stylesheets and preloaded image a first visit to / fetches from its HTML (the
 * chunks the app loads later, after a tap, are not counted).
 * @param {string} base
 */
async function firstVisitAssets(base) {
  const html = (await send(`${base}/`, { headers: PAGE_HEADERS })).body.toString('utf8');
  const files = new Set(html.match(/\/assets\/[^"' )]+\.(?:js|css)\b/g) ?? []);
  const image = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
  if (image) files.add(image);
  if (files.size === 0) throw new Error('/ references no assets');
  return [...files];
}

/**
 * The configured pool sizes, read from the built server (backend/dist) so that they cannot drift
 * from the code: the ORM's pool (db/orm.config.ts) and pg-boss's (modules/mail/mail-system.ts).
 */
async function configuredPools() {
  const orm = await import(pathToFileURL(join(root, 'backend/dist/db/orm.config.js')).href);
  const mail = await import(
    pathToFileURL(join(root, 'backend/dist/modules/mail/mail-system.js')).href
  );
  const url = 'postgres://nobody@127.0.0.1:1/none';
  const options = orm.ormConfig({ clientUrl: url, entities: [] });
  // Constructing pg-boss opens nothing: its pool connects on start().
  const queue = mail.createBoss(url, { error() {} }).getDb().config;
  const { version: queueVersion } = JSON.parse(
    await readFile(join(root, 'node_modules/pg-boss/package.json'), 'utf8'),
  );
  return {
    pool: Number(options.pool.max),
    queue: Number(queue.max),
    queueName: String(queue.application_name),
    queueVersion: String(queueVersion),
  };
}

/**
 * `count` contact messages to mark handled, each with the version the mutation must name.
 * @param {string} databaseUrl
 * @param {number} count
 * @returns {Promise<{ id: number, version: number }[]>}
 */
async function messagesToHandle(databaseUrl, count) {
  await insertMessages(databaseUrl, count);
  return adminQuery(
    databaseUrl,
    `select id, version from contacts where status = 'NEW' order by id limit $1`,
    [count],
  );
}

/**
 * Starts a caching server and one with its response caches off (RESPONSE_CACHE_TTL=0, so every
 * page is rendered), each on a fresh database, and measures every kind against one process.
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<ScalingFigures>}
 */
export async function measureScaling(register) {
  if (process.env.BENCH_URL?.trim()) {
    throw new Error('needs two servers of its own (one with its caches off): not with BENCH_URL');
  }
  const date = new Date();
  const loadAverage = os.loadavg();
  const configured = await configuredPools();
  const [render, main] = await Promise.all([
    startTarget(register, { RESPONSE_CACHE_TTL: '0' }),
    startTarget(register),
  ]);
  const base = main.baseUrl;
  const databaseUrl = await main.databaseUrl();
  if (!databaseUrl) throw new Error('the benchmark does not own the database');

  const idleWatch = await watchConnections(databaseUrl, configured.queueName);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idle = await idleWatch.stop();

  const [settings] = await adminQuery(
    databaseUrl,
    `select current_setting('server_version') as version,
            current_setting('max_connections')::int as "maxConnections",
            current_setting('superuser_reserved_connections')::int as "superuserReserved"`,
  );
  const sitemap = (await send(`${base}/sitemap.xml`)).body.toString('utf8');
  const sitePages = sitemap.match(/<loc>/g)?.length ?? 0;
  const assets = await firstVisitAssets(base);
  const token = await adminToken(base);
  const rows = await messagesToHandle(databaseUrl, SCALING.writeRows);
  const graphqlBody = JSON.stringify({ query: GRAPHQL_QUERY });

  /** @type {Kind[]} */
  const kinds = [
    {
      key: 'uncachedPage',
      label: 'Uncached page',
      request: 'GET / on a second server started with RESPONSE_CACHE_TTL=0 (every request renders)',
      target: render,
      job: { url: `${render.baseUrl}/`, headers: BROWSER_PAGE_HEADERS },
      check: checkCompressed,
    },
    {
      key: 'cachedPage',
      label: 'Cached page',
      request: 'GET / (the page cache answers)',
      target: main,
      job: { url: `${base}/`, headers: BROWSER_PAGE_HEADERS },
      check: checkCompressed,
    },
    {
      key: 'assets',
      label: 'Static assets of a first visit',
      request: `the ${assets.length} scripts, stylesheets and image / references, in turn`,
      target: main,
      job: {
        url: `${base}/`,
        headers: { accept: '*/*', 'accept-encoding': API_HEADERS['accept-encoding'] },
        cycle: assets.map((path) => ({ path })),
      },
      check: checkOk,
    },
    {
      key: 'rest',
      label: 'REST read',
      request: 'GET /api/products (the read cache answers)',
      target: main,
      job: { url: `${base}/api/products`, headers: API_HEADERS },
      check: checkOk,
    },
    {
      key: 'graphql',
      label: 'GraphQL query, anonymous',
      request: 'POST /graphql, the products query (the query cache answers)',
      target: main,
      job: { url: `${base}/graphql`, method: 'POST', headers: GRAPHQL_HEADERS, body: graphqlBody },
      check: checkProducts,
    },
    {
      key: 'graphqlToken',
      label: 'GraphQL query, with a token',
      request: 'the same query with an admin bearer token (no cache answers it)',
      target: main,
      job: {
        url: `${base}/graphql`,
        method: 'POST',
        headers: { ...GRAPHQL_HEADERS, authorization: `Bearer ${token}` },
        body: graphqlBody,
      },
      check: checkProducts,
    },
    {
      key: 'adminWrite',
      label: 'Admin write',
      request: `POST /graphql updateContactTriage with a token: marks one of ${rows.length.toLocaleString('en-US')} messages handled (a row updated and an audit row added, one transaction)`,
      target: main,
      job: {
        url: `${base}/graphql`,
        method: 'POST',
        headers: { ...GRAPHQL_HEADERS, authorization: `Bearer ${token}` },
        body: triage(rows[0]),
        cycle: rows.slice(1).map((row) => ({ body: triage(row) })),
        expect: TRIAGE_TAKEN,
      },
      check: (reply) => {
        checkOk(reply);
        const text = reply.body.toString('utf8');
        if (reply.headers['content-encoding'] || !text.includes(TRIAGE_TAKEN)) {
          throw new Error(`the triage was not taken: ${text.slice(0, 300)}`);
        }
      },
    },
  ];

  /** @type {KindFigures[]} */
  const measured = [];
  for (const kind of kinds) {
    console.error(
      `› scaling: ${kind.label}, ${SCALING.connections} connections, ${SCALING.durationSeconds} s`,
    );
    measured.push(await measureKind(kind, configured.queueName));
    // The render server is done with after its own run: it would only hold connections.
    if (kind.target === render) await render.stop();
  }
  const writeRun = measured.find((k) => k.key === 'adminWrite');
  const [{ committed }] = await adminQuery(
    databaseUrl,
    `select count(*)::int as committed from contacts where status = 'HANDLED'`,
  );
  return {
    date,
    loadAverage,
    loadAverageAtEnd: os.loadavg(),
    server: `${main.description}; the uncached page on a second one with RESPONSE_CACHE_TTL=0`,
    run: SCALING,
    kinds: measured,
    idle,
    configured,
    postgres: settings,
    sitePages,
    assetsPerFirstVisit: assets.length,
    writes: { committed, answered: writeRun?.load.total ?? 0 },
  };
}

/** Run alone: measures, prints the figures and writes docs/scaling.md. */
async function main() {
  const { buildIfNeeded } = await import('./target.mjs');
  const { mailRateFromBenchmarks, writeScalingReport } = await import('./scaling-report.mjs');
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  try {
    buildIfNeeded();
    const figures = await measureScaling((stop) => stops.push(stop));
    for (const k of figures.kinds) {
      const l = k.load;
      console.log(
        `${k.label}: ${l.requestsPerSecond.toFixed(1)} req/s, p50 ${l.p50.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms, server ${k.serverCores.toFixed(2)} cores, pool busy ${k.connections.meanPoolBusy.toFixed(2)} on average (${k.connections.peak} connections at most)`,
      );
    }
    const file = await writeScalingReport(figures, await mailRateFromBenchmarks());
    console.log(`Written to ${file}`);
    return 0;
  } catch (error) {
    console.error(`Not measured: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
