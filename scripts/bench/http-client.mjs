// @ts-check
// Single requests, one after another, timed from the bench process with node:http: fetch (undici)
// adds several hundred microseconds of its own per request, which would swamp a 1 ms target.
import { Agent, request as httpRequest } from 'node:http';

/** No request of the benchmark should take this long; a hung server fails the figure instead. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * What browsers send for a page, minus Accept-Encoding: every page figure is taken on the
 * uncompressed body (see docs/benchmarks.md), as the load test and its bare reference get it.
 */
export const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml' };
/** A page request as Chrome sends it, compression included. */
export const BROWSER_PAGE_HEADERS = {
  ...PAGE_HEADERS,
  'accept-encoding': 'gzip, deflate, br, zstd',
};

// The products as the site lists them. Product has no price, and a certification is named by its
// `type` (backend/schema.graphql), so those are the fields asked for.
export const GRAPHQL_QUERY =
  '{ products { id name slug category description certifications { id type } } }';

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body
 * @property {number} ms Time from sending the request to the last byte of the body
 */

/**
 * One request over `agent` (a kept-alive connection, so only the first pays for the TCP handshake).
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, agent?: Agent }} [options]
 * @returns {Promise<Reply>}
 */
export function send(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('timeout', () =>
      req.destroy(new Error(`${url}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * GETs `url` and returns its body, failing on any status but 200.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function getOk(url, headers = {}) {
  const reply = await send(url, { headers });
  if (reply.status !== 200) throw new Error(`GET ${url} answered ${reply.status}`);
  return reply;
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @typedef {object} SequentialTiming
 * @property {number} median ms
 * @property {number} min ms
 * @property {number} max ms
 * @property {number} count
 */

/**
 * `warmUp` then `count` requests strictly one after another on one kept-alive connection, so
 * each is served alone; `urlFor(i)` names the i-th URL (i counts on through the warm-up).
 * @param {(i: number) => string} urlFor
 * @param {{ count: number, warmUp: number, headers?: Record<string, string> }} options
 * @returns {Promise<SequentialTiming>}
 */
export async function timeSequential(urlFor, { count, warmUp, headers = {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < warmUp + count; i++) {
      const reply = await send(urlFor(i), { headers, agent });
      if (reply.status !== 200) throw new Error(`GET ${urlFor(i)} answered ${reply.status}`);
      if (i >= warmUp) times.push(reply.ms);
    }
    return { median: median(times), min: Math.min(...times), max: Math.max(...times), count };
  } finally {
    agent.destroy();
  }
}
