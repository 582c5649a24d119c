// @ts-check
// Issue 26's backup budgets: `npm run backup` of a site with BACKUP_BENCH.subscribers subscribers
// (with their consent records) and BACKUP_BENCH.uploadBytes of uploaded files, then
// `npm run restore` of that archive into a new database and upload folder, each timed as the
// command a person runs (the built CLI, a process of its own), and the restored copy checked.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { addSubscribers } from './mailing.mjs';
import { adminQuery as query, runAlone, startTarget } from './target.mjs';

const root = join(import.meta.dirname, '..', '..');

export const BACKUP_BENCH = {
  subscribers: 100_000,
  /** 1 GiB of uploads, as files of 4 MiB of random bytes (incompressible, as images are). */
  uploadBytes: 1024 * 1024 * 1024,
  fileBytes: 4 * 1024 * 1024,
  backupSeconds: 120,
  restoreSeconds: 300,
};

const BENCH_DOMAIN = '@backup-bench.example.com';

/**
 * @typedef {object} BackupFigures
 * @property {number} backupSeconds
 * @property {number} restoreSeconds
 * @property {number} archiveBytes
 * @property {number} files
 * @property {number} subscribers rows restored
 */

/**
 * Runs the built CLI with `env`; resolves with its standard output, rejects with its error.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string>}
 */
function cli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['backend/dist/cli.js', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`cli ${args[0]} exited ${code}: ${err.trim().slice(-300)}`)),
    );
  });
}

/**
 * The site's server on a fresh database (so it is migrated and seeded as a real one), stopped;
 * then subscribers and uploads added; then the commands timed.
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<BackupFigures>}
 */
export async function measureBackup(register) {
  const work = await mkdtemp(join(tmpdir(), 'prairie-bench-backup-'));
  await chmod(work, 0o755);
  register(() => rm(work, { recursive: true, force: true }));
  const serverUrl = process.env.DATABASE_URL?.trim();
  // The site's own database, kept after its server stops: on DATABASE_URL's server, or the
  // embedded one in a data folder of this figure's.
  const dataDir = join(work, 'data');
  const target = await startTarget(register, serverUrl ? {} : { DATA_DIR: dataDir });
  const databaseUrl = await target.databaseUrl();
  if (!databaseUrl) throw new Error('the benchmark does not own the database');
  await addSubscribers(databaseUrl, BACKUP_BENCH.subscribers, BENCH_DOMAIN);
  const uploadDir = join(work, 'uploads');
  await mkdir(uploadDir, { recursive: true });
  const files = Math.ceil(BACKUP_BENCH.uploadBytes / BACKUP_BENCH.fileBytes);
  for (let i = 0; i < files; i++) {
    await writeFile(join(uploadDir, `bench-${i}.bin`), randomBytes(BACKUP_BENCH.fileBytes));
  }

  // The backup reads beside a running site, as it would in production.
  const backupDir = join(work, 'backups');
  const env = serverUrl
    ? { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, BACKUP_DIR: backupDir }
    : { DATA_DIR: dataDir, UPLOAD_DIR: uploadDir, BACKUP_DIR: backupDir };
  const started = performance.now();
  const archive = (await cli(['backup'], env)).split('\n').at(-1) ?? '';
  const backupSeconds = (performance.now() - started) / 1000;
  const archiveBytes = (await stat(archive)).size;
  await target.stop();

  // Restored into a new database on the same server, or a new embedded one, and a new folder.
  const restoredUploads = join(work, 'restored-uploads');
  /** @type {NodeJS.ProcessEnv} */
  let restoreEnv;
  /** @type {string | undefined} */
  let restoredName;
  if (serverUrl) {
    restoredName = `bench_restore_${Date.now()}`;
    const url = new URL(serverUrl);
    url.pathname = `/${restoredName}`;
    restoreEnv = { DATABASE_URL: url.toString(), UPLOAD_DIR: restoredUploads };
    const name = restoredName;
    register(async () => {
      await query(serverUrl, `drop database if exists "${name}" with (force)`);
    });
  } else {
    restoreEnv = { DATA_DIR: join(work, 'restored-data'), UPLOAD_DIR: restoredUploads };
  }
  const restoreStarted = performance.now();
  await cli(['restore', archive], restoreEnv);
  const restoreSeconds = (performance.now() - restoreStarted) / 1000;

  const restoredFiles = (await readdir(restoredUploads)).length;
  let subscribers = NaN;
  if (restoreEnv.DATABASE_URL) {
    const [{ count }] = await query(
      restoreEnv.DATABASE_URL,
      'select count(*)::int as count from subscribers',
    );
    subscribers = count;
  }
  return { backupSeconds, restoreSeconds, archiveBytes, files: restoredFiles, subscribers };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Run alone: `node scripts/bench/backup.mjs` prints the figures as `npm run bench` takes them.
  await runAlone(measureBackup);
  process.exit(0);
}
