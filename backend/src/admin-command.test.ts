import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, ensureAdmin } from './modules/auth/index.js';
import { verifyPassword } from './modules/auth/password.js';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test/app.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';

/*
 * `npm run admin -- reset-password <username>` as an operator runs it: the built CLI in a process
 * of its own, the password on stdin (not a terminal, as in a script).
 */

const BACKEND = fileURLToPath(new URL('..', import.meta.url));
/**
 * A build of this test's own under dist/ (gitignored) when the developer's is missing or older than
 * its sources; the developer's backend build is never written.
 */
const BUILD = join(BACKEND, 'dist', `cli-test-${randomBytes(4).toString('hex')}`);
const NEW_PASSWORD = 'recovered-password-0123';

let db: TestDatabase;
let dataDir: string;

/** Tests, which tsconfig.build.json leaves out of the build (`*.test.ts`, `test/`, `__tests__/`). */
const TEST_SOURCE = /(^|\/)(test|__tests__)\/|\.test\.ts$/;

/**
 * Newest modification time of the sources below `dir` that its build compiles: editing a test
 * leaves a build fresh, so it is not made again (a tsc of the backend, about 40 s).
 */
const newest = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && !TEST_SOURCE.test(relative(dir, join(entry.parentPath, entry.name))),
    )
    .reduce(
      (latest, entry) => Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );

/** The CLI of `npm run build`, when it is newer than every source it is built from (as in CI). */
function freshBuild(): string | undefined {
  const cli = join(BACKEND, 'dist', 'cli.js');
  const agronomy = join(BACKEND, '..', 'agronomy');
  if (!existsSync(cli) || !existsSync(join(agronomy, 'dist', 'index.js'))) return undefined;
  const built = Math.min(
    statSync(cli).mtimeMs,
    statSync(join(agronomy, 'dist', 'index.js')).mtimeMs,
  );
  const sources = Math.max(newest(join(BACKEND, 'src')), newest(join(agronomy, 'src')));
  return built > sources ? join(BACKEND, 'dist') : undefined;
}

let cliDir: string;

beforeAll(async () => {
  cliDir = freshBuild() ?? BUILD;
  if (cliDir === BUILD) {
    // Decorator metadata needs the TypeScript build, as `npm run admin` runs it.
    const tsc = join(BACKEND, '..', 'node_modules', 'typescript', 'bin', 'tsc');
    // The CLI imports the farm tools' package as built (agronomy/dist), which a fresh clone lacks
    // until its first build: build it, as `npm run build -w backend` does first.
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
      cwd: join(BACKEND, '..', 'agronomy'),
    });
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', BUILD], {
      cwd: BACKEND,
    });
  }
  db = await createTestDatabase();
  await ensureAdmin(db.orm.em.fork(), TEST_ADMIN);
  dataDir = await mkdtemp(join(tmpdir(), 'prairie-admin-cli-'));
});

afterAll(async () => {
  await db?.drop();
  await rm(BUILD, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs `cli.js admin ...args` with `input` on stdin; answers its exit code and output. */
function admin(
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(cliDir, 'cli.js'), 'admin', ...args], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const account = () => db.orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username });

describe('npm run admin -- reset-password', () => {
  it('sets the password read from stdin and signs the account out everywhere', async () => {
    const before = await account();
    const result = await admin(['reset-password', TEST_ADMIN.username], `${NEW_PASSWORD}\n`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      'Set a new password for the admin account "admin" and signed out every session of it.',
    );
    expect(result.stdout).not.toContain(NEW_PASSWORD);
    const after = await account();
    expect(await verifyPassword(NEW_PASSWORD, after.passwordHash)).toBe(true);
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
  });

  it('finds the account by its e-mail address too, in any case', async () => {
    await db.orm.em
      .fork()
      .nativeUpdate(AdminUser, { username: TEST_ADMIN.username }, { email: 'owner@example.com' });
    const before = await account();
    const result = await admin(['reset-password', 'Owner@Example.com'], `${NEW_PASSWORD}-2\n`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`for the admin account "${TEST_ADMIN.username}"`);
    const after = await account();
    expect(await verifyPassword(`${NEW_PASSWORD}-2`, after.passwordHash)).toBe(true);
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
  });

  it('refuses an unknown username and a short password with exit code 1, changing nothing', async () => {
    const before = await account();
    const unknown = await admin(['reset-password', 'nobody'], `${NEW_PASSWORD}\n`);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No admin account is named "nobody"');
    const short = await admin(['reset-password', TEST_ADMIN.username], 'too-short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The password must be at least 12 characters');
    const after = await account();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
  });

  it('prints the usage with exit code 2 without a subcommand or username', async () => {
    const result = await admin(['reset-password'], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run admin -- reset-password <username or e-mail>');
  });
});

describe('npm run admin -- create-account', () => {
  it('makes an account with the role and the password read from stdin', async () => {
    const result = await admin(['create-account', 'field-editor', 'editor'], `${NEW_PASSWORD}\n`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created the editor account "field-editor".');
    const created = await db.orm.em.fork().findOneOrFail(AdminUser, { username: 'field-editor' });
    expect(created.role).toBe('editor');
    expect(await verifyPassword(NEW_PASSWORD, created.passwordHash)).toBe(true);
  });

  it('refuses a taken username and a short password with exit code 1, changing nothing', async () => {
    const before = await account();
    const taken = await admin(
      ['create-account', TEST_ADMIN.username, 'support'],
      `${NEW_PASSWORD}\n`,
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`An account named "${TEST_ADMIN.username}" already exists`);
    const short = await admin(['create-account', 'short-one', 'support'], 'too-short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The password must be at least 12 characters');
    expect(await account()).toMatchObject({ role: 'owner', passwordHash: before.passwordHash });
    expect(await db.orm.em.fork().count(AdminUser, { username: 'short-one' })).toBe(0);
  });

  it('prints the usage with exit code 2 for an unknown role', async () => {
    const result = await admin(['create-account', 'someone', 'admin'], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('create-account <username> <owner|editor|support>');
  });
});
