// @ts-check
// Child process of `npm run bench`: the load generator, kept out of the bench process and out of
// the servers' processes so that it competes with them only for the CPU, not for an event loop.
// Receives its job over IPC, answers with a summary, exits.
import autocannon from 'autocannon';

/**
 * @typedef {object} LoadJob
 * @property {string} url
 * @property {string} method
 * @property {Record<string, string>} headers
 * @property {string | undefined} body
 * @property {number} connections
 * @property {number} warmUpSeconds
 * @property {number} durationSeconds
 * @property {{ path?: string, body?: string }[]} [cycle] sent in turn instead of `url`'s path and
 *   `body` (whichever connection is free takes the next), e.g. one body per row a write changes
 * @property {string} [expect] text every answer must hold: GraphQL answers 200 to a refused
 *   mutation too, so its `userErrors` are told apart here (counted in `unexpected`)
 * @property {boolean} [sameSize] every answer must have the size (headers and body) most of them
 *   have; the others count in `unexpected`. For a large cached page, whose answers are the same
 *   bytes: checking `expect` makes autocannon gather every body into a string, which costs this
 *   process (and so the latencies it measures, on a shared CPU) far more than the server's work.
 */

/**
 * @param {number[]} sorted ascending
 * @param {number} p 0 to 100
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One continuous run of warm-up + duration on the same connections; only what completes after
 * the warm-up counts. Two separate runs would let a slow server spend the measured seconds on
 * the warm-up's abandoned backlog.
 * @param {LoadJob} job
 */
async function measure(job) {
  let windowStart = Infinity;
  let windowEnd = Infinity;
  const inWindow = () => {
    const now = performance.now();
    return now >= windowStart && now < windowEnd;
  };
  let unexpected = 0;
  let next = 0;
  const { cycle, expect } = job;
  const requests =
    cycle || expect
      ? [
          {
            setupRequest: (/** @type {import('autocannon').Request} */ request) =>
              cycle ? { ...request, ...cycle[next++ % cycle.length] } : request,
            onResponse: (/** @type {number} */ _status, /** @type {string} */ body) => {
              if (expect && inWindow() && !String(body).includes(expect)) unexpected++;
            },
          },
        ]
      : undefined;
  const run = autocannon({
    url: job.url,
    method: job.method,
    headers: job.headers,
    body: job.body,
    connections: job.connections,
    duration: job.warmUpSeconds + job.durationSeconds,
    // autocannon re-sends a request it gave up on, which makes a slow server render it twice;
    // a generous timeout lets slowness show as latency rather than as wasted work.
    timeout: 30,
    ...(requests ? { requests } : {}),
  });
  const started = performance.now();
  windowStart = started + job.warmUpSeconds * 1000;
  // autocannon notices the end of its duration on its next one-second tick; responses in that
  // tail are left out so that the window is exactly `durationSeconds` long.
  windowEnd = windowStart + job.durationSeconds * 1000;
  /** @type {number[]} */
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  /** How many answers had each size (`sameSize`). */
  const sizes = new Map();
  run.on('response', (_client, statusCode, bytes, responseTime) => {
    if (!inWindow()) return;
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
    if (job.sameSize) sizes.set(bytes, (sizes.get(bytes) ?? 0) + 1);
  });
  run.on('reqError', (error) => {
    if (!inWindow()) return;
    errors++;
    if (error.message === 'request timed out') timeouts++;
  });
  await run;
  if (job.sameSize) unexpected += latencies.length - Math.max(0, ...sizes.values());
  const measuredSeconds = (Math.min(performance.now(), windowEnd) - windowStart) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / measuredSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total: latencies.length,
    non2xx,
    errors,
    timeouts,
    unexpected,
  };
}

process.once('message', async (/** @type {LoadJob} */ job) => {
  const result = await measure(job);
  process.send?.(result, () => process.exit(0));
});
// The bench process went away: stop firing at whatever is still listening.
process.once('disconnect', () => process.exit(1));
