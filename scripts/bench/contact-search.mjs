// @ts-check
// The admin's contact-message search with 10,000 messages: invented rows are added straight to
// the benchmark's throw-away database (the public form is rate limited and would take minutes),
// then searches of the kinds the office makes are timed through POST /graphql with an admin
// token, one at a time. Part of `npm run bench`; also runs alone:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/contact-search.mjs
//   BENCH_URL=http://localhost:4000 BENCH_DATABASE_URL=postgres://… node scripts/bench/contact-search.mjs
import { Agent } from 'node:http';
import { pathToFileURL } from 'node:url';
import { median, send } from './http-client.mjs';

export const CONTACT_SEARCH = { messages: 10_000, warmUp: 10, count: 50, pageSize: 20 };
/** The target of issue 22: a search of 10,000 messages in at most this, at p95. */
export const CONTACT_SEARCH_P95_MS = 100;
/** Every invented address ends so; the rows are found (and removed) by it. */
const BENCH_DOMAIN = '@bench.example.com';

/** The admin screen's query (frontend AdminContacts.graphql), without the company facts. */
const QUERY = `query BenchContacts($first: Int!, $search: String, $businessType: BusinessType, $from: Date, $to: Date) {
  contacts(first: $first, search: $search, businessType: $businessType, from: $from, to: $to) {
    totalCount
    edges { cursor node { id name email phone businessType message createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const day = (/** @type {number} */ daysAgo) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The searches timed, in turn: a name, part of an address, a word every message matches (the
 * largest count), a business type, a month of days, all filters at once, and a search that finds
 * nothing.
 * @returns {{ kind: string, variables: Record<string, unknown> }[]}
 */
export function searchKinds() {
  return [
    { kind: 'name', variables: { search: 'Farmer 1234' } },
    { kind: 'e-mail part', variables: { search: 'farmer.42@' } },
    { kind: 'common word', variables: { search: 'farmer' } },
    { kind: 'business type', variables: { businessType: 'MIXED_FARMING' } },
    { kind: 'last 30 days', variables: { from: day(30), to: day(0) } },
    {
      kind: 'all filters',
      variables: { search: 'test 7', businessType: 'CROP_FARMING', from: day(200), to: day(10) },
    },
    { kind: 'no match', variables: { search: 'nobody-by-this-name' } },
  ];
}

/**
 * Adds `count` invented messages ("Test Farmer 1234", test.farmer.1234@bench.example.com,
 * 780-555-xxxx), one every 52 minutes back from now (about a year), cycling through the five
 * business types, then refreshes the planner's statistics as autovacuum would.
 * @param {string} databaseUrl
 * @param {number} count
 */
export async function insertMessages(databaseUrl, count) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(
      `insert into contacts (name, email, phone, message, business_type, created_at, updated_at)
       select 'Test Farmer ' || i, 'test.farmer.' || i || $2, '780-555-' || lpad((i % 10000)::text, 4, '0'),
         'An invented message for the benchmark, number ' || i || E'.\\nPlease call about a soil test.',
         (array['Crop Farming', 'Livestock Farming', 'Mixed Farming', 'Organic Farming', 'Other'])[1 + i % 5],
         now() - i * interval '52 minutes', now()
       from generate_series(1, $1::int) as i`,
      [count, BENCH_DOMAIN],
    );
    await client.query('analyze contacts');
  } finally {
    await client.end();
  }
}

/** @param {string} databaseUrl */
async function removeMessages(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(`delete from contacts where email like $1`, [`%${BENCH_DOMAIN}`]);
  } finally {
    await client.end();
  }
}

/**
 * An admin token for `base`: ADMIN_USERNAME / ADMIN_PASSWORD when set, else the local defaults a
 * server started by the benchmark has.
 * @param {string} base
 */
export async function adminToken(base) {
  const body = JSON.stringify({
    username: process.env.ADMIN_USERNAME || 'admin',
    password: process.env.ADMIN_PASSWORD || 'prairie-dev-password',
  });
  const reply = await send(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (reply.status !== 200) throw new Error(`signing in answered ${reply.status}`);
  return /** @type {{ token: string }} */ (JSON.parse(reply.body.toString('utf8'))).token;
}

/**
 * The value at fraction `p` of sorted `values` (nearest rank: p95 of 50 is the 48th fastest).
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/**
 * @typedef {object} ContactSearchTiming
 * @property {number} p50 ms
 * @property {number} p95 ms
 * @property {number} max ms
 * @property {number} count timed searches
 * @property {number} messages messages in the table while searching
 * @property {Record<string, number>} medians ms, per kind of search
 */

/**
 * Adds the messages to `target`'s database, signs in, sends `warmUp` searches untimed and `count`
 * timed ones strictly one after another (the kinds of searchKinds() in turn), and removes the
 * messages again. Each answer is checked: data, no errors.
 * @param {import('./target.mjs').Target} target
 * @returns {Promise<ContactSearchTiming>}
 */
export async function measureContactSearch(target) {
  const databaseUrl = await target.databaseUrl();
  if (!databaseUrl) {
    throw new Error(
      'needs the server’s database to add 10,000 messages: with BENCH_URL, set BENCH_DATABASE_URL',
    );
  }
  await insertMessages(databaseUrl, CONTACT_SEARCH.messages);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const token = await adminToken(target.baseUrl);
    const kinds = searchKinds();
    /** @type {number[]} */
    const times = [];
    /** @type {Record<string, number[]>} */
    const byKind = {};
    let messages = 0;
    for (let i = 0; i < CONTACT_SEARCH.warmUp + CONTACT_SEARCH.count; i++) {
      const { kind, variables } = kinds[i % kinds.length];
      const reply = await send(`${target.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: QUERY,
          variables: { first: CONTACT_SEARCH.pageSize, ...variables },
        }),
        agent,
      });
      const answer = JSON.parse(reply.body.toString('utf8'));
      if (reply.status !== 200 || answer.errors || !answer.data?.contacts) {
        throw new Error(
          `the ${kind} search failed: ${reply.status} ${reply.body.toString('utf8')}`,
        );
      }
      if (kind === 'common word') messages = answer.data.contacts.totalCount;
      if (i < CONTACT_SEARCH.warmUp) continue;
      times.push(reply.ms);
      (byKind[kind] ??= []).push(reply.ms);
    }
    if (messages < CONTACT_SEARCH.messages) {
      throw new Error(`only ${messages} messages were found, not ${CONTACT_SEARCH.messages}`);
    }
    return {
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: Math.max(...times),
      count: times.length,
      messages,
      medians: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, median(v)])),
    };
  } finally {
    agent.destroy();
    await removeMessages(databaseUrl);
  }
}

/** Run alone: measures BENCH_URL's server, or starts one as `npm run bench` does. */
async function main() {
  const { buildIfNeeded, existingTarget, startTarget } = await import('./target.mjs');
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  try {
    const benchUrl = process.env.BENCH_URL?.trim();
    if (!benchUrl) buildIfNeeded();
    const target = benchUrl
      ? existingTarget(benchUrl)
      : await startTarget((stop) => stops.push(stop));
    const t = await measureContactSearch(target);
    const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
    console.log(
      `Admin search of ${t.messages.toLocaleString('en-US')} contact messages: p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, slowest ${ms(t.max)} of ${t.count} (target p95 ≤ ${CONTACT_SEARCH_P95_MS} ms: ${t.p95 <= CONTACT_SEARCH_P95_MS ? 'met' : 'missed'})`,
    );
    for (const [kind, value] of Object.entries(t.medians))
      console.log(`  ${kind}: median ${ms(value)}`);
    return 0;
  } catch (error) {
    console.error(`Not measured: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    for (const stop of stops) await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
