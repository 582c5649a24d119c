import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');

export interface AdminAccount {
  username: string;
  password: string;
}

/** A staff account of another role than the first owner's (backend/src/modules/auth/roles.ts). */
export interface StaffAccount extends AdminAccount {
  role: 'owner' | 'editor' | 'support';
}

export interface SiteServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The admin account it was started with. */
  admin: AdminAccount;
  /** What the server has printed so far (warnings and errors, at LOG_LEVEL warn). */
  output(): string;
  /** Stops the server (SIGINT, as Ctrl+C) and drops its database; throws if it did not stop cleanly. */
  stop(): Promise<void>;
  /**
   * Stops the server as Ctrl+C does and starts it again with the same settings, database, data
   * folder and port, as an office's restart or a deploy would; resolves once it is ready again.
   */
  restart(): Promise<void>;
}

export interface SiteServerOptions {
  /** Settings added to (or replacing) the test process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Node options before the script, e.g. `--import` of a test-only module. */
  nodeArgs?: string[];
  /** The first owner's account; newAdminAccount() when not given. */
  admin?: AdminAccount;
  /**
   * More accounts, made before the first start with `npm run admin -- create-account` as an
   * office would (the command starts the embedded database itself, so the server must not run).
   */
  staff?: StaffAccount[];
}

/**
 * An account of the suite's own, as a deployment sets one, rather than the local defaults (the
 * development password is known to everyone who reads the README).
 */
export function newAdminAccount(): AdminAccount {
  return { username: 'e2e-office', password: randomBytes(12).toString('base64url') };
}

/** An account of `role` for the suite, with a password of its own. */
export function newStaffAccount(role: StaffAccount['role']): StaffAccount {
  return { username: `e2e-${role}`, password: randomBytes(12).toString('base64url'), role };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Builds whatever is missing or older than its sources (scripts/build-if-needed.mjs, as `npm start`
 * does), so the suite never tests a stale build.
 */
export function buildIfStale(): void {
  const built = spawnSync('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the site for the end-to-end suite failed');
}

/**
 * Starts the production server exactly as `npm start` does, on a fresh database: a new database
 * on DATABASE_URL's server when set, else a new embedded PostgreSQL in a temporary folder. Resolves
 * once `/readyz` answers (at most 90 s).
 */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'prairie-e2e-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must enter this folder.
  await chmod(dataDir, 0o755);
  // An account (newAdminAccount) and token secret of its own, as a deployment sets them.
  const admin = options.admin ?? newAdminAccount();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: randomBytes(48).toString('base64'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // Every test posts from 127.0.0.1: the suite sends more contact messages and subscriptions
    // than the per-address defaults (5 and 10 per 10 minutes) allow one person.
    CONTACT_LIMIT: '1000',
    SUBSCRIBE_LIMIT: '1000',
  };
  delete env.NODE_ENV;
  let databaseName: string | undefined;
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    databaseName = `e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(serverUrl, `create database "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }
  Object.assign(env, options.env);

  let output = '';
  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseName) {
      await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;

  /** One run of the server process, ready when it resolves. */
  const launch = async () => {
    const server = spawn('node', [...(options.nodeArgs ?? []), 'backend/dist/main.js'], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null || Date.now() > deadline) {
        server.kill('SIGKILL');
        await exited;
        throw new Error(
          server.exitCode !== null
            ? `The server exited early:\n${output}`
            : `The server did not become ready in 90 s:\n${output}`,
        );
      }
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    /** SIGINT, as Ctrl+C; throws if the server did not stop cleanly. */
    return async () => {
      if (server.exitCode === null) server.kill('SIGINT');
      const code = await exited;
      if (code !== 0) throw new Error(`The server did not stop cleanly (exit ${code}):\n${output}`);
    };
  };

  let stopRun: () => Promise<void>;
  try {
    for (const account of options.staff ?? []) {
      const made = spawnSync(
        'node',
        ['backend/dist/cli.js', 'admin', 'create-account', account.username, account.role],
        { cwd: root, env, input: `${account.password}\n`, encoding: 'utf8' },
      );
      if (made.status !== 0) {
        throw new Error(`create-account ${account.username} failed:\n${made.stdout}${made.stderr}`);
      }
    }
    stopRun = await launch();
  } catch (error) {
    await cleanUp();
    throw error;
  }

  return {
    baseUrl,
    admin,
    output: () => output,
    async stop() {
      try {
        await stopRun();
      } finally {
        await cleanUp();
      }
    },
    async restart() {
      await stopRun();
      stopRun = await launch();
    },
  };
}
