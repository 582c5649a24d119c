import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from './config.js';
import { readAll, S3Driver } from './modules/media/index.js';
import { storageMigrateCommand } from './storage-command.js';
import { startS3Server, type S3TestServer } from './test/s3-server.js';

/*
 * `npm run storage:migrate` (issue 26): the files of UPLOAD_DIR go to the bucket, once; what the
 * bucket has with the same size is left alone, and UPLOAD_DIR is never changed.
 */

const SECRET = 'x'.repeat(40);
const ORIGINAL = '0b7ad8f2-5c1e-4f3a-9d2b-6e4c8a1f3b5d';

let s3: S3TestServer;
let work: string;

beforeAll(async () => {
  s3 = await startS3Server(2);
  work = await mkdtemp(join(tmpdir(), 'prairie-migrate-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

/** Runs the command; answers its exit code and what it printed. */
async function migrate(config: AppConfig) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await storageMigrateCommand(config, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out, err };
}

async function bucketContents(bucket: string): Promise<Record<string, string>> {
  const driver = new S3Driver(s3.config(bucket));
  const found: Record<string, string> = {};
  try {
    for await (const { key } of driver.list()) {
      found[key] = (await readAll((await driver.read(key))!.body)).toString();
    }
  } finally {
    await driver.close();
  }
  return found;
}

describe('npm run storage:migrate', () => {
  it('refuses to run without S3 settings, saying which to set', async () => {
    const result = await migrate(loadConfig({ JWT_SECRET: SECRET, UPLOAD_DIR: work }));
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toContain(
      'storage:migrate copies UPLOAD_DIR into a bucket, but S3_BUCKET is not set',
    );
    expect(result.err.join('\n')).toContain('Nothing was copied.');
  });

  it('says why a bucket cannot be used, and copies nothing', async () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      UPLOAD_DIR: work,
      ...s3.env(),
      S3_BUCKET: 'missing-bucket',
    });
    const result = await migrate(config);
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(/missing-bucket .*cannot be used: there is no such bucket/);
  });

  it('copies every file once, skips what is there with the same size, and changes no file here', async () => {
    const uploadDir = join(work, 'uploads');
    await mkdir(join(uploadDir, 'older'), { recursive: true });
    const local: Record<string, string> = {
      [`${ORIGINAL}.png`]: 'png bytes',
      [`${ORIGINAL}-480w.avif`]: 'avif bytes',
      'older/cover.jpg': 'a file from before the names were generated',
    };
    for (const [key, text] of Object.entries(local)) await writeFile(join(uploadDir, key), text);
    const [bucket] = s3.buckets;
    // One file is there already (same size: skipped), one cut short (another size: copied again).
    const driver = new S3Driver(s3.config(bucket));
    await driver.write(`${ORIGINAL}.png`, new TextEncoder().encode('PNG BYTES'));
    await driver.write(`${ORIGINAL}-480w.avif`, new TextEncoder().encode('avif'));
    await driver.close();
    const config = loadConfig({ JWT_SECRET: SECRET, UPLOAD_DIR: uploadDir, ...s3.env(bucket) });

    const first = await migrate(config);
    expect(first.code).toBe(0);
    expect(first.err).toEqual([]);
    expect(first.out).toEqual([
      `Copying the files of ${uploadDir} to s3://${bucket} at ${s3.endpoint}.`,
      `copied ${ORIGINAL}-480w.avif (10 bytes)`,
      'copied older/cover.jpg (43 bytes)',
      `Copied 2 of 3 files (53 bytes); 1 were in the bucket already with the same size. ${uploadDir} is unchanged.`,
    ]);
    expect(await bucketContents(bucket!)).toEqual({ ...local, [`${ORIGINAL}.png`]: 'PNG BYTES' });

    const again = await migrate(config);
    expect(again.code).toBe(0);
    expect(again.out.at(-1)).toBe(
      `Copied 0 of 3 files (0 bytes); 3 were in the bucket already with the same size. ${uploadDir} is unchanged.`,
    );
    expect((await readdir(uploadDir, { recursive: true })).sort()).toEqual(
      ['older', ...Object.keys(local)].sort(),
    );
  });

  it('says so when UPLOAD_DIR has no files', async () => {
    const uploadDir = join(work, 'nothing-here');
    const result = await migrate(
      loadConfig({ JWT_SECRET: SECRET, UPLOAD_DIR: uploadDir, ...s3.env(s3.buckets[1]) }),
    );
    expect(result.code).toBe(0);
    expect(result.out.at(-1)).toBe(`${uploadDir} has no files: nothing to copy.`);
  });
});
