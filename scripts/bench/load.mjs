// @ts-check
// Throughput figures: autocannon and the bare reference servers, each in a child process of its
// own (see autocannon.child.mjs and bare-server.child.mjs), driven over IPC from here.
import { fork } from 'node:child_process';
import { join } from 'node:path';

const here = import.meta.dirname;
/** A bare server that is not listening after this long will not start at all. */
const BARE_START_TIMEOUT_MS = 10_000;
/** Slack over warm-up + duration for autocannon to start, drain its connections and report. */
const LOAD_SLACK_MS = 30_000;

/**
 * @typedef {object} LoadResult
 * @property {number} requestsPerSecond autocannon's mean of its per-second samples
 * @property {number} p50 ms
 * @property {number} p95 ms
 * @property {number} p99 ms
 * @property {number} total requests completed in the measured window
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} unexpected answers without the job's `expect` text, or not of the size most
 *   answers have with `sameSize` (0 without either)
 */

/**
 * @typedef {object} LoadJob
 * @property {string} url
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {number} connections
 * @property {number} warmUpSeconds
 * @property {number} durationSeconds
 * @property {{ path?: string, body?: string }[]} [cycle] requests sent in turn (the URL's origin
 *   with each one's path and body)
 * @property {string} [expect] text every answer must hold
 * @property {boolean} [sameSize] every answer must have the size most have (autocannon.child.mjs)
 */

/**
 * Forks `script`, sends it `message`, and resolves with its first answer; the child is killed
 * when it does not answer in `timeoutMs` or exits without answering.
 * @template T
 * @param {string} script
 * @param {unknown} message
 * @param {number} timeoutMs
 * @returns {Promise<{ answer: T, child: import('node:child_process').ChildProcess }>}
 */
function forkAndAsk(script, message, timeoutMs) {
  // 'advanced' serialization carries a Buffer (the bare server's body) as bytes, not as JSON.
  const child = fork(join(here, script), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not answer in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('message', (answer) => {
      clearTimeout(timer);
      resolve({ answer: /** @type {T} */ (answer), child });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) without answering`));
    });
    child.send(/** @type {import('node:child_process').Serializable} */ (message));
  });
}

/**
 * Loads `job.url` with autocannon from its own process: a warm-up whose numbers are thrown away,
 * then the measured run.
 * @param {LoadJob} job
 * @returns {Promise<LoadResult>}
 */
export async function runLoad(job) {
  const timeoutMs = (job.warmUpSeconds + job.durationSeconds) * 1000 + LOAD_SLACK_MS;
  const { answer } = await forkAndAsk(
    'autocannon.child.mjs',
    { method: 'GET', headers: {}, body: undefined, ...job },
    timeoutMs,
  );
  return /** @type {LoadResult} */ (answer);
}

/**
 * A bare node:http server in its own process answering every request with `body`, as it is
 * (already compressed when `contentEncoding` says so).
 * @param {Buffer} body
 * @param {string} contentType
 * @param {string} [contentEncoding]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBareServer(body, contentType, contentEncoding) {
  const { answer, child } = await forkAndAsk(
    'bare-server.child.mjs',
    { body, contentType, contentEncoding },
    BARE_START_TIMEOUT_MS,
  );
  const { port } = /** @type {{ port: number }} */ (answer);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
