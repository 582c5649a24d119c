// @ts-check
// The server under measurement: either the built production server, started here on a free port
// with a throw-away data folder and database, or one already running at BENCH_URL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
/**
 * How `npm start` and the Docker image run the server (scripts/production-image.test.ts keeps the
 * three alike): V8's old space held at 256 MB, so a long mailing's garbage is collected instead of
 * growing the process towards V8's default limit (4 GB on this machine).
 */
export const SERVER_ARGS = ['--max-old-space-size=256', 'backend/dist/main.js'];
/** First start of an embedded PostgreSQL (initdb, migrations, seed) takes a while on 2 cores. */
const READY_TIMEOUT_MS = 180_000;
/** The server gives itself 15 s to shut down before it exits on its own; allow a bit more. */
const STOP_TIMEOUT_MS = 20_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat (100 on every common build). */
const CLOCK_TICKS_PER_SECOND = 100;
/** The server counts as idle below this share of one core over IDLE_WINDOW_MS. */
export const IDLE_CPU_SHARE = 0.1;
const IDLE_WINDOW_MS = 500;
/** A backlog of abandoned renders is cleared well within this; past it the run goes on anyway. */
const IDLE_TIMEOUT_MS = 60_000;
/** Without the server's process to watch, a fixed pause stands in for the wait. */
export const BLIND_PAUSE_MS = 5_000;

/**
 * @typedef {object} Target
 * @property {string} baseUrl Origin without a trailing slash, e.g. http://127.0.0.1:41234
 * @property {string} description How the server was obtained, for the report
 * @property {string} nodeEnv NODE_ENV the server runs with ('(unset)' when it has none)
 * @property {() => Promise<string | undefined>} waitUntilIdle Waits until the server has
 *   finished the work a load run left behind; returns a note when it could not tell
 * @property {() => Promise<void>} stop Stops what this module started; safe to call twice
 * @property {() => Promise<string | undefined>} databaseUrl The server's database, for a figure
 *   that needs rows no API call could add quickly (10,000 contact messages); undefined when the
 *   benchmark does not own it (BENCH_URL without BENCH_DATABASE_URL)
 * @property {() => number | undefined} pid The server's process id, when started here
 * @property {(() => Promise<void>) | undefined} crashAndRestart SIGKILLs the server (no clean
 *   shutdown: its database, embedded or not, is left as a crash leaves it) and starts it again on
 *   the same data folder and database, as a supervisor would; only for servers started here
 */

/** @returns {Promise<number>} a port that was free a moment ago on 127.0.0.1 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Runs `sql` on the database `serverUrl` names (DATABASE_URL's for the server's own statements,
 * which is never the throw-away one) and returns its rows.
 * @param {string} serverUrl
 * @param {string} sql
 * @param {unknown[]} [values]
 * @returns {Promise<any[]>}
 */
export async function adminQuery(serverUrl, sql, values = []) {
  // pg is the backend's driver, hoisted to the root node_modules by the workspaces.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Polls /readyz until the server answers 200 (database up), it exits, or the time runs out.
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess} server
 */
async function waitForReady(baseUrl, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Sends SIGINT (the server then closes HTTP, the ORM and its embedded PostgreSQL) and waits for
 * the exit; SIGKILL only when it hangs, since that would orphan the database.
 * @param {import('node:child_process').ChildProcess} server
 */
async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  const timer = setTimeout(() => {
    console.error(`The server did not stop in ${STOP_TIMEOUT_MS / 1000} s: killing it`);
    server.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * CPU seconds `pid` has used so far, from /proc (Linux); undefined where there is no /proc.
 * @param {number} pid
 */
export async function cpuSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces; utime and
    // stime are the 14th and 15th fields of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * When autocannon stops, the server is still working through the requests it abandoned (up to
 * one per connection, each a full page render): measuring the next target meanwhile would hand
 * it a share of the CPU that is not its own. So wait until the server's process is idle.
 * @param {number | undefined} pid
 * @returns {Promise<string | undefined>}
 */
async function waitForIdleProcess(pid) {
  const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let before = pid === undefined ? undefined : await cpuSeconds(pid);
  if (pid === undefined || before === undefined) {
    await pause(BLIND_PAUSE_MS);
    return `the server's CPU could not be watched, so runs were ${BLIND_PAUSE_MS / 1000} s apart`;
  }
  while (Date.now() < deadline) {
    await pause(IDLE_WINDOW_MS);
    const after = await cpuSeconds(pid);
    if (after === undefined) return 'the server exited';
    if (after - before < (IDLE_CPU_SHARE * IDLE_WINDOW_MS) / 1000) return undefined;
    before = after;
  }
  return `the server was still busy ${IDLE_TIMEOUT_MS / 1000} s after a load run`;
}

/**
 * The server at BENCH_URL, which must be on this machine: the benchmark only ever talks to
 * loopback.
 * @param {string} benchUrl
 * @returns {Target}
 */
export function existingTarget(benchUrl) {
  const url = new URL(benchUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`BENCH_URL must point at localhost or 127.0.0.1, not ${url.hostname}`);
  }
  return {
    baseUrl: url.origin,
    description: `already running at ${url.origin} (BENCH_URL)`,
    nodeEnv: 'as that server was started',
    waitUntilIdle: () => waitForIdleProcess(undefined),
    stop: async () => {},
    // Only when named: rows are added to that database (and removed after).
    databaseUrl: async () => process.env.BENCH_DATABASE_URL?.trim() || undefined,
    pid: () => undefined,
    crashAndRestart: undefined,
  };
}

/**
 * Runs one part of the bench alone (`node scripts/bench/<part>.mjs`): builds what is stale,
 * measures, prints the figures as `npm run bench` takes them, and stops whatever the part started.
 * @template T
 * @param {(register: (stop: () => Promise<void>) => void) => Promise<T>} measure
 */
export async function runAlone(measure) {
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  try {
    buildIfNeeded();
    console.log(JSON.stringify(await measure((stop) => stops.push(stop)), null, 2));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** Builds whatever is missing or stale, as `npm start` does, in its own process. */
export function buildIfNeeded() {
  const built = spawnSync('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the site failed');
}

/**
 * Starts `node backend/dist/main.js` as `npm start` would (NODE_ENV untouched, the default log
 * level unless `settings` or the bench's environment set LOG_LEVEL), on a free port of 127.0.0.1
 * with a temporary DATA_DIR and a database of its own: a new one on DATABASE_URL's server (dropped
 * by `stop`), else an embedded PostgreSQL inside DATA_DIR. Its stdout, the JSON log with one line
 * per request, goes to `server.log` in DATA_DIR, as a container's goes to its log driver's file;
 * stderr stays the bench's.
 * `register` receives `stop` as soon as the process exists, so that a Ctrl-C or a failure while
 * it starts still stops it.
 * @param {(stop: () => Promise<void>) => void} register
 * @param {Record<string, string>} [settings] extra environment, e.g. RESPONSE_CACHE_TTL=0
 * @param {{ sharedDatabaseUrl?: string }} [options] another instance on this database (neither
 *   created nor dropped here), as a second replica behind a load balancer would be
 * @returns {Promise<Target>}
 */
export async function startTarget(register, settings = {}, options = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'prairie-bench-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must enter this folder.
  await chmod(dataDir, 0o755);
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...settings,
  };
  const serverUrl = process.env.DATABASE_URL?.trim();
  let databaseName = '';
  if (options.sharedDatabaseUrl) {
    env.DATABASE_URL = options.sharedDatabaseUrl;
  } else if (serverUrl) {
    // The server creates the database when it is missing; `stop` drops it.
    databaseName = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }

  const logFile = join(dataDir, 'server.log');
  const spawnServer = () => {
    const log = openSync(logFile, 'a');
    try {
      return spawn('node', SERVER_ARGS, { cwd: root, env, stdio: ['ignore', log, 'inherit'] });
    } finally {
      closeSync(log);
    }
  };
  let server = spawnServer();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseName && !options.sharedDatabaseUrl) {
      await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`).catch(
        (/** @type {unknown} */ error) =>
          console.error(`Could not drop the database ${databaseName}: ${String(error)}`),
      );
    }
  };
  register(stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(baseUrl, server);
  return {
    baseUrl,
    description: options.sharedDatabaseUrl
      ? 'node backend/dist/main.js, a second instance on the same database'
      : serverUrl
        ? `node backend/dist/main.js, fresh database on DATABASE_URL's server`
        : 'node backend/dist/main.js, fresh embedded PostgreSQL',
    nodeEnv: process.env.NODE_ENV ?? '(unset)',
    waitUntilIdle: () => waitForIdleProcess(server.pid),
    stop,
    databaseUrl: async () => env.DATABASE_URL ?? (await embeddedDatabaseUrl(dataDir)),
    pid: () => server.pid,
    async crashAndRestart() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      server = spawnServer();
      await waitForReady(baseUrl, server);
    },
  };
}

/**
 * The URL of the embedded PostgreSQL a server started in `dataDir` (backend/src/db/embedded.ts):
 * its password is kept beside the data, its port is the fourth line of PostgreSQL's own
 * postmaster.pid, and the app's database is `prairie` (EMBEDDED_DATABASE_NAME).
 * @param {string} dataDir
 */
async function embeddedDatabaseUrl(dataDir) {
  const folder = join(dataDir, 'postgres');
  const password = (await readFile(join(folder, 'password'), 'utf8')).trim();
  const port = (await readFile(join(folder, 'data', 'postmaster.pid'), 'utf8')).split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/prairie`;
}
