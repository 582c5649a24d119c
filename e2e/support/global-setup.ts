import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..', '..');

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

async function waitForReady(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready in 90 s:\n${log()}`);
}

/**
 * Starts the production server exactly as `npm start` does, on a fresh database: a new database
 * on DATABASE_URL's server when set, else a new embedded PostgreSQL in a temporary folder.
 */
export default async function setup(project: TestProject) {
  if (
    !existsSync(join(root, 'backend/dist/main.js')) ||
    !existsSync(join(root, 'frontend/dist/server/entry-server.js'))
  ) {
    const built = spawnSync('node', ['scripts/build-if-needed.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('Building the site for the end-to-end suite failed');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'prairie-e2e-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must enter this folder.
  await chmod(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
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

  let output = '';
  const server = spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: 'pipe' });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    const code = await exited;
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseName) {
      await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
    }
    if (code !== 0) throw new Error(`The server did not stop cleanly (exit ${code}):\n${output}`);
  };
}
