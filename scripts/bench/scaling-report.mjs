// @ts-check
// docs/scaling.md from the figures of scaling.mjs: requests per replica, connections per replica,
// replicas per PostgreSQL with and without PgBouncer, and what gives first at 10× and 100× an
// assumed traffic. Every number is measured or computed here from a measured one and an
// assumption declared below, so the document is regenerated, never edited.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { BROWSER_PAGE_HEADERS } from './http-client.mjs';
import { machine, writeMarkdown } from './report.mjs';

const root = join(import.meta.dirname, '..', '..');
export const SCALING_FILE = join(root, 'docs', 'scaling.md');

/**
 * Today's traffic, an assumption (no analytics are kept): an Alberta fertilizer and soil-advice
 * company's site, busiest in the spring seeding season. Each value says why.
 */
export const TRAFFIC = {
  /** Visits on an ordinary day: "some thousands a day" for a regional agricultural supplier. */
  visitsPerDay: 2_000,
  /** Spring seeding (April to May) over an ordinary day: soil tests and orders come at once. */
  seasonPeak: 3,
  /** The busiest hour's share of a day's visits: farm offices read early in the morning. */
  busiestHourShare: 0.15,
  /** The busiest second over that hour's mean: visitors arrive in clumps (a newsletter, a post). */
  burst: 4,
  /** Pages per visit; the first is rendered by the server, the rest in the browser. */
  pagesPerVisit: 4,
  /** Anonymous GraphQL queries per page the browser renders (the page's data, a list or two). */
  queriesPerClientPage: 1.5,
  /** Visits that fetch the assets; the others have them (immutable, a year) from a past visit. */
  firstVisitShare: 0.5,
  /** REST reads per visit: /api/products for dealers' sites and scripts, few. */
  restPerVisit: 0.1,
  /** The office's admin screens with a token, per second in a busy hour; not more with traffic. */
  adminReadsPerSecond: 0.3,
  /** The office's writes per second in a busy hour (triage, edits); not more with traffic. */
  adminWritesPerSecond: 0.02,
  /** Newsletter subscribers today; they grow with the traffic. */
  subscribers: 1_500,
  /** Replicas the site runs on today. */
  replicas: 1,
};

/** Connections kept free of the replicas for the work beside them (besides PostgreSQL's own). */
export const OPERATIONS_RESERVE = /** @type {const} */ ([
  ['`npm run backup` or `npm run restore`', 1],
  ["an operator's psql and a monitoring agent", 2],
]);
/** PgBouncer's default_pool_size: its server connections per database and user. */
export const PGBOUNCER_POOL = 20;
/** What counts as breaking, each our own line. */
export const LIMITS = {
  /** A replica planned to run at most this share of its core in the busiest second. */
  cpuShare: 0.7,
  /** Renders queued on one replica in the first second after a publish: a visitor waits this. */
  burstMs: 1_000,
  /** A newsletter should be out within this. */
  newsletterMinutes: 60,
};
export const MULTIPLES = [1, 10, 100];

/** @typedef {import('./scaling.mjs').ScalingFigures} ScalingFigures */
/** @typedef {import('./scaling.mjs').KindFigures} KindFigures */
/** @typedef {{ perSecond: number, source: string }} MailRate */

const int = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
const num = (/** @type {number} */ n) =>
  !Number.isFinite(n)
    ? '–'
    : n >= 100
      ? int(n)
      : n >= 10
        ? n.toFixed(1)
        : n >= 1
          ? n.toFixed(2)
          : n.toPrecision(2);
const ms = (/** @type {number} */ n) => `${num(n)} ms`;
const pct = (/** @type {number} */ ratio) =>
  `${Number.isInteger(Math.round(ratio * 1000) / 10) ? Math.round(ratio * 100) : num(ratio * 100)}%`;
const plural = (/** @type {number} */ n, /** @type {string} */ word) =>
  `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * @param {ScalingFigures} figures
 * @param {string} key
 */
function kind(figures, key) {
  const found = figures.kinds.find((k) => k.key === key);
  if (!found) throw new Error(`no figure for ${key}`);
  return found;
}

/** CPU seconds of the server per request. @param {KindFigures} k */
const cpuPerRequest = (k) => k.serverCores / k.load.requestsPerSecond;
/** Pool connection-seconds per request (Little's law on the busy pool). @param {KindFigures} k */
const poolPerRequest = (k) => k.connections.meanPoolBusy / k.load.requestsPerSecond;

/**
 * Connections per replica and how many replicas one PostgreSQL takes.
 * @param {ScalingFigures} figures
 */
export function connectionBudget(figures) {
  const { pool, queue } = figures.configured;
  const perReplica = pool + queue + 1;
  const atStart = perReplica + 1;
  const operations = OPERATIONS_RESERVE.reduce((sum, [, n]) => sum + n, 0);
  const available =
    figures.postgres.maxConnections - figures.postgres.superuserReserved - operations;
  const [heaviest] = [...figures.kinds].sort(
    (a, b) => b.connections.meanPoolBusy - a.connections.meanPoolBusy,
  );
  const busiest = heaviest?.connections.meanPoolBusy ?? 0;
  return {
    perReplica,
    atStart,
    operations,
    available,
    // A rolling deploy starts a new replica (with its start-up lock) before an old one stops.
    withoutBouncer: Math.floor((available - atStart) / perReplica),
    // Through PgBouncer only the listener (and a starting replica's lock) connects directly.
    withBouncer: available - PGBOUNCER_POOL - 1,
    busiest,
    heaviest: heaviest?.label ?? '–',
    bouncerServes: busiest > 0 ? PGBOUNCER_POOL / busiest : Infinity,
    peakSeen: Math.max(...figures.kinds.map((k) => k.connections.peak)),
  };
}

/**
 * The assumed traffic times `multiple`, costed with the measured figures.
 * @param {ScalingFigures} figures
 * @param {number} multiple
 * @param {MailRate | undefined} mail
 */
function model(figures, multiple, mail) {
  const t = TRAFFIC;
  const visits = ((t.visitsPerDay * t.seasonPeak * t.busiestHourShare) / 3600) * t.burst * multiple;
  /** @type {Record<string, number>} */
  const rates = {
    cachedPage: visits,
    graphql: visits * (t.pagesPerVisit - 1) * t.queriesPerClientPage,
    assets: visits * t.firstVisitShare * figures.assetsPerFirstVisit,
    rest: visits * t.restPerVisit,
    graphqlToken: t.adminReadsPerSecond,
    adminWrite: t.adminWritesPerSecond,
  };
  const sum = (/** @type {(k: KindFigures) => number} */ per) =>
    Object.entries(rates).reduce((total, [key, rate]) => total + rate * per(kind(figures, key)), 0);
  const cpu = sum(cpuPerRequest);
  const [largest] = Object.entries(rates)
    .map(([key, rate]) => ({
      label: kind(figures, key).label,
      cpu: rate * cpuPerRequest(kind(figures, key)),
    }))
    .sort((a, b) => b.cpu - a.cpu);
  const replicas = Math.max(t.replicas, Math.ceil(cpu / LIMITS.cpuShare));
  const poolBusy = sum(poolPerRequest) / replicas;
  // After a publish every cache of every replica is empty: the first request for each page (and
  // each query) renders it again. Distinct pages among r requests spread over P pages:
  // P·(1 − e^(−r/P)).
  const pages = Math.max(1, figures.sitePages);
  const distinct = (/** @type {number} */ r) => pages * (1 - Math.exp(-r / pages));
  const rendered = distinct(rates.cachedPage / replicas);
  const queried = distinct(rates.graphql / replicas);
  const burstMs =
    (rendered * cpuPerRequest(kind(figures, 'uncachedPage')) +
      queried * cpuPerRequest(kind(figures, 'graphqlToken'))) *
    1000;
  const budget = connectionBudget(figures);
  const newsletterMinutes = mail ? (t.subscribers * multiple) / mail.perSecond / 60 : NaN;
  return {
    multiple,
    visits,
    rates,
    cpu,
    replicas,
    poolBusy,
    rendered,
    queried,
    burstMs,
    connections: replicas * budget.perReplica,
    newsletterMinutes,
    limits: [
      {
        name: 'the CPU of a replica',
        use: cpu / (t.replicas * LIMITS.cpuShare),
        detail: `the busiest second needs ${num(cpu)} cores (${pct(largest.cpu / cpu)} of it for ${largest.label.toLowerCase()}) where ${plural(t.replicas, 'replica')} at ${pct(LIMITS.cpuShare)} of a core give${t.replicas === 1 ? 's' : ''} ${num(t.replicas * LIMITS.cpuShare)}: ${plural(replicas, 'replica')} needed`,
      },
      {
        name: 'the renders after a publish (caches are per replica)',
        use: burstMs / LIMITS.burstMs,
        detail: `in the first second after a content change a replica renders about ${num(rendered)} pages and runs ${num(queried)} queries afresh, ${ms(burstMs)} of CPU that the requests behind them wait for (our line: ${ms(LIMITS.burstMs)})`,
      },
      {
        name: 'the ORM pool of a replica',
        use: poolBusy / figures.configured.pool,
        detail: `${num(poolBusy)} of its ${figures.configured.pool} connections busy on average`,
      },
      {
        name: "PostgreSQL's connections (no PgBouncer)",
        use: replicas / budget.withoutBouncer,
        detail: `${plural(replicas, 'replica')} of the ${budget.withoutBouncer} that max_connections allows`,
      },
      ...(mail
        ? [
            {
              name: 'the newsletter sender',
              use: newsletterMinutes / LIMITS.newsletterMinutes,
              detail: `${int(t.subscribers * multiple)} subscribers take ${num(newsletterMinutes)} min at ${int(mail.perSecond)} messages/s (our line: ${LIMITS.newsletterMinutes} min)`,
            },
          ]
        : []),
    ].sort((a, b) => b.use - a.use),
  };
}

/** @param {string[]} header @param {string[][]} body */
function table(header, body) {
  const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|');
  return [header, header.map(() => '---'), ...body]
    .map((values) => `| ${values.map(cell).join(' | ')} |`)
    .join('\n');
}

/**
 * The newsletter rate of the last whole `npm run bench` (docs/benchmarks.md), for a run of this
 * figure alone.
 * @returns {Promise<MailRate | undefined>}
 */
export async function mailRateFromBenchmarks() {
  const text = await readFile(join(root, 'docs', 'benchmarks.md'), 'utf8').catch(() => '');
  const rate = /Newsletter to [\d,]+ subscribers, SMTP sink\s*\|\s*([\d,.]+) messages\/s/.exec(
    text,
  );
  const date = /\|\s*Date\s*\|\s*(\S+)/.exec(text)?.[1];
  if (!rate) return undefined;
  return {
    perSecond: Number(rate[1].replace(/,/g, '')),
    source: `docs/benchmarks.md, run of ${date ?? 'an unknown date'}`,
  };
}

/**
 * @param {ScalingFigures} figures
 * @param {MailRate | undefined} mail
 */
export function scalingMarkdown(figures, mail) {
  const s = figures.run;
  const budget = connectionBudget(figures);
  const { configured: c, postgres: pg } = figures;
  const models = MULTIPLES.map((m) => model(figures, m, mail));
  const kinds = figures.kinds;
  const problems = kinds.flatMap((k) => {
    const l = k.load;
    const list = [
      l.non2xx && `${int(l.non2xx)} non-2xx`,
      l.errors && `${int(l.errors)} errors`,
      l.unexpected && `${int(l.unexpected)} answers without their expected text`,
    ].filter(Boolean);
    return list.length ? [`${k.label}: ${list.join(', ')}.`] : [];
  });
  const where = [
    ['Date', figures.date.toISOString().replace(/\.\d+Z$/, 'Z')],
    ...machine(),
    ['Load average at start', figures.loadAverage.map((n) => n.toFixed(2)).join(', ')],
    ['Load average at the end', figures.loadAverageAtEnd.map((n) => n.toFixed(2)).join(', ')],
    ['Servers', figures.server],
    ['PostgreSQL', pg.version],
    ['max_connections', String(pg.maxConnections)],
    ['superuser_reserved_connections', String(pg.superuserReserved)],
  ];
  const head = (/** @type {string} */ label) => [label, ...models.map((m) => `${m.multiple}×`)];
  const row = (
    /** @type {string} */ label,
    /** @type {(m: ReturnType<typeof model>) => string} */ value,
  ) => [label, ...models.map(value)];
  const t = TRAFFIC;
  const verdict = models.slice(1).map((m) => {
    const [first, next] = m.limits;
    const share = (/** @type {{ use: number }} */ l) => pct(l.use);
    return first.use >= 1
      ? `- **At ${m.multiple}×, ${first.name} gives first**, at ${share(first)} of its limit: ${first.detail}.${next ? ` Next comes ${next.name}, at ${share(next)}: ${next.detail}.` : ''}`
      : `- **At ${m.multiple}×, nothing reaches its limit.** The nearest is ${first.name} at ${share(first)}: ${first.detail}.`;
  });
  const uncached = kind(figures, 'uncachedPage');
  const assets = kind(figures, 'assets');
  const perCore = (/** @type {KindFigures} */ k) => k.load.requestsPerSecond / k.serverCores;

  return [
    '# Scaling',
    '',
    'Written by `node scripts/bench/scaling.mjs` (also a part of `npm run bench`), overwritten on every run: edit the script, not this file. Every number here is measured in that run, or computed from a measured one and an assumption stated under "Today\'s traffic".',
    '',
    '## Where it ran',
    '',
    table(['What', 'Value'], where),
    '',
    '## Requests one replica serves',
    '',
    `A replica is one \`node backend/dist/main.js\` process. Node runs the app's JavaScript on one thread, so a replica's own work is bounded by one core; garbage collection and libuv's thread pool (compression streams, file reads) run beside it and took up to ${Math.max(...kinds.map((k) => k.serverCores)).toFixed(2)} cores in all here. To use more cores, run more replicas on the same database behind a load balancer. Each kind below was loaded against one process with autocannon (in a process of its own), ${s.connections} keep-alive connections, ${s.warmUpSeconds} s of warm-up then ${s.durationSeconds} s measured, every request with Chrome's \`Accept-Encoding: ${BROWSER_PAGE_HEADERS['accept-encoding']}\`: answers go out compressed, as users get them. This host has ${os.cpus().length} cores shared by the server, autocannon and PostgreSQL. "Server CPU" is the cores the server's process used over the measured part (from /proc), all its threads together; "req/s per core" divides req/s by it (so it is below req/s where the process used more than a core), and "CPU per request" is its inverse, which the arithmetic below uses. Other work on this shared machine slows every figure; the load averages under "Where it ran" say how much there was. The latencies are at saturation, ${s.connections} requests always waiting, so they are mostly queueing (p50 ≈ ${s.connections} ÷ req/s); "pool busy" is the ORM's connections in a statement or a transaction in pg_stat_activity, read every ${s.sampleMs} ms.`,
    '',
    "The page cache keys a page by its path and the query parameters the page reads (frontend/src/app/page-key.ts), so distinct query strings would all be answered from the cache: the uncached page is measured on a second server started with `RESPONSE_CACHE_TTL=0`, which turns off the page, REST and GraphQL caches and Apollo's response cache, so that every request renders the page with its database reads, as the first request after a publish does.",
    '',
    table(
      [
        'Kind',
        'Request',
        'req/s',
        'p50',
        'p99',
        'Server CPU',
        'req/s per core',
        'CPU per request',
        'Sent as',
        'Pool busy, mean / peak',
      ],
      kinds.map((k) => [
        k.label,
        k.request,
        num(k.load.requestsPerSecond),
        ms(k.load.p50),
        ms(k.load.p99),
        `${k.serverCores.toFixed(2)} cores`,
        num(perCore(k)),
        ms(cpuPerRequest(k) * 1000),
        k.encoding,
        `${num(k.connections.meanPoolBusy)} / ${k.connections.peakPoolBusy}`,
      ]),
    ),
    '',
    `A first visit's ${figures.assetsPerFirstVisit} assets take ${ms(figures.assetsPerFirstVisit * cpuPerRequest(assets) * 1000)} of CPU together; on average each costs ${num(cpuPerRequest(assets) / cpuPerRequest(kind(figures, 'cachedPage')))}× a cached page. Scripts and stylesheets of 1 KiB or more go out as the build compressed them once (\`.br\`, \`.gz\` beside each, backend/src/http/precompressed.ts); what is left is reading and sending files, which a caching CDN in front would take off the replicas.`,
    '',
    `The admin write marked ${int(figures.writes.committed)} messages handled, each in its own transaction, for ${int(figures.writes.answered)} answers counted in the measured window (the warm-up's writes and those in flight at the end commit too); every counted answer was checked to carry no user error.`,
    ...(problems.length
      ? ['', 'Problems seen in the runs:', '', ...problems.map((p) => `- ${p}`)]
      : []),
    '',
    '## Database connections per replica',
    '',
    table(
      ['Held by', 'Connections', 'Set in', 'Seen in pg_stat_activity'],
      [
        [
          'The ORM pool (MikroORM, knex)',
          `up to ${c.pool}, opened as needed`,
          '`pool.max`, backend/src/db/orm.config.ts',
          `${figures.idle.peakPool} idle after start; at most ${Math.max(...kinds.map((k) => k.connections.peakPool))} under load`,
        ],
        [
          `The job queue (pg-boss ${c.queueVersion}, \`${c.queueName}\`)`,
          `up to ${c.queue}`,
          '`max` in `createBoss`, backend/src/modules/mail/mail-system.ts',
          `${figures.idle.peakQueue} idle; at most ${Math.max(...kinds.map((k) => k.connections.peakQueue))} under load`,
        ],
        [
          'The content-change listener (`LISTEN`)',
          '1',
          'backend/src/db/content-changes.ts',
          `${figures.idle.peakListen}`,
        ],
        [
          'The start-up lock (session advisory lock)',
          '1, only while migrating and seeding',
          'backend/src/db/startup-lock.ts',
          '0 once ready',
        ],
        [
          '**One replica**',
          `**${budget.perReplica}** (${budget.atStart} while starting)`,
          '',
          `at most ${budget.peakSeen} at once in any run`,
        ],
      ],
    ),
    '',
    `The pool is what a busy replica fills. In the heaviest run for the database (${budget.heaviest.toLowerCase()}) ${num(budget.busiest)} of its connections were busy on average: with the replica's core saturated, a transaction stays open while its next step waits for the event loop.`,
    '',
    '## Replicas per PostgreSQL',
    '',
    `- **Available**: max_connections ${pg.maxConnections} − superuser_reserved_connections ${pg.superuserReserved} − ${budget.operations} kept for operations (${OPERATIONS_RESERVE.map(([what, n]) => `${n} for ${what}`).join(', ')}) = **${budget.available}** connections for replicas.`,
    `- **Without PgBouncer**: each replica holds ${budget.perReplica}, and a rolling deploy starts a new replica (${budget.atStart} with its start-up lock) before an old one stops: ⌊(${budget.available} − ${budget.atStart}) ÷ ${budget.perReplica}⌋ = **${budget.withoutBouncer} replicas**.`,
    `- **With PgBouncer in transaction mode**: the pool and pg-boss go through PgBouncer, which holds ${PGBOUNCER_POOL} server connections (its default \`default_pool_size\`); each replica's listener connects directly, as does a starting replica's lock: ${budget.available} − ${PGBOUNCER_POOL} − 1 = **${budget.withBouncer} replicas** by connections. PgBouncer's pool of ${PGBOUNCER_POOL} is then the limit on work: a replica doing nothing but ${budget.heaviest.toLowerCase()}s flat out keeps ${num(budget.busiest)} connections busy (the heaviest run above), so the pool serves about ${num(budget.bouncerServes)} such replicas before clients queue in PgBouncer; the cached kinds keep almost none busy. \`default_pool_size\` can be raised within the ${budget.available} available.`,
    '',
    'What transaction mode allows, from the code:',
    '',
    '- `LISTEN` does not work: a listener needs its session for as long as it listens, and transaction mode hands the server connection to someone else after each statement. The listener (backend/src/db/content-changes.ts) and the start-up lock (a session-level `pg_advisory_lock`, backend/src/db/startup-lock.ts) must reach PostgreSQL directly or through a PgBouncer database in session mode. Both use `DATABASE_URL` today, like the pool: a second, direct URL for them is needed first (there is no such setting yet).',
    `- pg-boss ${c.queueVersion} works: it uses no \`LISTEN\`, and its locks are \`pg_advisory_xact_lock\` inside a \`BEGIN … COMMIT\` sent as one statement, released with the transaction.`,
    '- The ORM pool works (transactions stay on one connection, statements are unnamed; the `pg_notify` of a content write is sent at commit), with one change: the pool sends `statement_timeout` (DB_STATEMENT_TIMEOUT_MS) as a startup parameter, which PgBouncer refuses (`unsupported startup parameter`) unless it is listed in `ignore_startup_parameters`, and then drops: set the timeout on the database role instead (`ALTER ROLE … SET statement_timeout`).',
    '',
    "## Today's traffic (an assumption)",
    '',
    'No analytics are kept, so today is assumed: a regional agricultural company whose visitors come in the spring seeding season.',
    '',
    table(
      ['Assumption', 'Value'],
      [
        ['Visits on an ordinary day', int(t.visitsPerDay)],
        ['Spring seeding (April to May) over an ordinary day', `${t.seasonPeak}×`],
        ["The busiest hour's share of the day's visits", pct(t.busiestHourShare)],
        ["The busiest second over that hour's mean", `${t.burst}×`],
        [
          'Pages per visit (the first rendered by the server, the rest in the browser)',
          String(t.pagesPerVisit),
        ],
        ['Anonymous GraphQL queries per page the browser renders', String(t.queriesPerClientPage)],
        [
          `Visits that fetch the ${figures.assetsPerFirstVisit} assets of / (the rest have them cached)`,
          pct(t.firstVisitShare),
        ],
        ['REST reads per visit', String(t.restPerVisit)],
        [
          'Admin reads with a token per second (the office; not more with traffic)',
          String(t.adminReadsPerSecond),
        ],
        [
          'Admin writes per second (the office; not more with traffic)',
          String(t.adminWritesPerSecond),
        ],
        ['Newsletter subscribers (grow with traffic)', int(t.subscribers)],
        ['Replicas today', String(t.replicas)],
        [
          'Pages in /sitemap.xml (what a publish makes each replica render again)',
          String(figures.sitePages),
        ],
      ],
    ),
    '',
    `The busiest second: ${int(t.visitsPerDay)} visits × ${t.seasonPeak} × ${pct(t.busiestHourShare)} ÷ 3,600 s × ${t.burst} = **${num(models[0].visits)} visits/s**. Each visit asks for one server-rendered page (cached), ${t.pagesPerVisit - 1} × ${t.queriesPerClientPage} GraphQL queries (cached), and in ${pct(t.firstVisitShare)} of visits the ${figures.assetsPerFirstVisit} assets; each kind's rate times its measured CPU per request is the CPU it takes. After a publish, every cache of every replica is empty; the first request for each page renders it again (at the uncached page's CPU) and the first of each client-side query runs again (at the cost of the query with a token, which no cache answers). Of r page requests a second spread over the sitemap's P pages, about P·(1 − e^(−r/P)) are distinct.`,
    '',
    '## What breaks first at 10× and 100×',
    '',
    table(head(''), [
      row('Visits/s in the busiest second', (m) => num(m.visits)),
      row('Cached pages/s', (m) => num(m.rates.cachedPage)),
      row('Anonymous GraphQL/s', (m) => num(m.rates.graphql)),
      row('Assets/s', (m) => num(m.rates.assets)),
      row('REST/s', (m) => num(m.rates.rest)),
      row(
        'GraphQL with a token/s, admin writes/s',
        (m) => `${num(m.rates.graphqlToken)}, ${num(m.rates.adminWrite)}`,
      ),
      row('CPU needed (cores)', (m) => num(m.cpu)),
      row(`Replicas at ≤ ${pct(LIMITS.cpuShare)} of a core each`, (m) => String(m.replicas)),
      row(
        'Their PostgreSQL connections (no PgBouncer)',
        (m) => `${m.connections} of ${budget.available}`,
      ),
      row('ORM pool busy per replica', (m) => `${num(m.poolBusy)} of ${c.pool}`),
      row(
        'Renders + queries per replica in the second after a publish',
        (m) => `${num(m.rendered)} + ${num(m.queried)}: ${ms(m.burstMs)}`,
      ),
      row('Renders per publish, all replicas (each has its own caches)', (m) =>
        int(m.replicas * figures.sitePages),
      ),
      row('A newsletter to every subscriber', (m) =>
        mail ? `${num(m.newsletterMinutes)} min` : 'not known',
      ),
    ]),
    '',
    ...verdict,
    '',
    `Other limits outside the arithmetic: a 404 is never cached, so each one is a whole render (about ${ms(cpuPerRequest(uncached) * 1000)} of CPU, taken from the uncached page, not measured on a 404); a scanner asking for about ${int(uncached.load.requestsPerSecond)} missing pages a second keeps a replica busy at any traffic. Uploaded images and the S3 store are not measured here. ${mail ? `The newsletter rate is ${int(mail.perSecond)} messages/s (${mail.source}).` : 'No newsletter rate was at hand (run `npm run bench` once), so the sender is left out.'}`,
    '',
  ].join('\n');
}

/**
 * Writes docs/scaling.md, formatted as Prettier formats the repository.
 * @param {ScalingFigures} figures
 * @param {MailRate | undefined} mail
 */
export async function writeScalingReport(figures, mail) {
  await writeMarkdown(SCALING_FILE, scalingMarkdown(figures, mail));
  return SCALING_FILE;
}
