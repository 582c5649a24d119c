import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { ENTITIES } from '../../modules/index.js';
import { LocalDriver, readAll, S3Driver, type StorageDriver } from '../../modules/media/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeProduct } from '../../test/factories.js';
import { adminToken } from '../../test/graphql.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { MINIMAL_PDF } from '../../test/uploads.js';
import { withDatabase } from '../database.js';
import { writeBackup } from './backup.js';
import { restoreBackup, RestoreRefused } from './restore.js';

/*
 * `npm run backup` and `npm run restore` of a site whose uploads are in a bucket (issue 26): the
 * backup reads them through the S3 driver, a restore writes them into another bucket (or a
 * folder), and a bucket that holds files is refused unless forced.
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const APP = { name: 'prairie-soil-site', version: 'test' };
const logger = createLogger('silent');

let s3: S3TestServer;
let t: TestApp;
let work: string;
let archive: string;
const drivers: StorageDriver[] = [];
const databases: string[] = [];

function newDatabaseUrl(): string {
  const name = `restore_s3_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  databases.push(name);
  return withDatabase(inject('databaseServerUrl'), name);
}

function bucket(index: number): S3Driver {
  const driver = new S3Driver(s3.config(s3.buckets[index]));
  drivers.push(driver);
  return driver;
}

/** Every file of a store, as its bytes in base64. */
async function contents(store: StorageDriver): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const { key } of store.list()) {
    found[key] = (await readAll((await store.read(key))!.body)).toString('base64');
  }
  return found;
}

async function imageRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ path: string }>('select path from image_assets');
    return rows.map((row) => row.path).sort();
  } finally {
    await client.end();
  }
}

function restore(url: string, uploads: StorageDriver, force = false) {
  return restoreBackup({ archive, databaseUrl: url, uploads, force, entities: ENTITIES, logger });
}

beforeAll(async () => {
  s3 = await startS3Server(3);
  work = await mkdtemp(join(tmpdir(), 'prairie-backup-s3-'));
  t = await createTestApp({ UPLOAD_DIR: join(work, 'unused'), ...s3.env(s3.buckets[0]) });
  const token = await adminToken(t.app);
  await request(t.app)
    .post('/api/admin/images')
    .set('authorization', `Bearer ${token}`)
    .field('name', 'Canola at bolting')
    .field('category', 'Field')
    .attach('file', PNG, 'canola.png')
    .expect(201);
  const product = await makeProduct(t.db, { name: 'Backed Up Blend' });
  await request(t.app)
    .post(`/api/admin/products/${product.id}/safety-data-sheet`)
    .set('authorization', `Bearer ${token}`)
    .field('expectedVersion', String(product.version))
    .attach('file', MINIMAL_PDF, { filename: 'sheet.pdf', contentType: 'application/pdf' })
    .expect(200);
}, 60_000);

afterAll(async () => {
  for (const driver of drivers) await driver.close();
  await t?.close();
  await s3?.close();
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  for (const name of databases)
    await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore with the uploads in a bucket', () => {
  it('backs up every object of the bucket', async () => {
    const source = bucket(0);
    const files = await contents(source);
    // The image, its AVIF and WebP copies, and the PDF.
    expect(Object.keys(files)).toHaveLength(4);
    const backup = await writeBackup({
      databaseUrl: t.db.url,
      uploads: source,
      backupDir: join(work, 'backups'),
      app: APP,
    });
    archive = backup.path;
    expect(backup.manifest.uploads.count).toBe(4);
    expect(backup.manifest.entries.filter((entry) => entry.file.startsWith('uploads/'))).toEqual(
      Object.keys(files)
        .sort()
        .map((key) => expect.objectContaining({ file: `uploads/${key}` })),
    );
    // Nothing of the site's uploads was ever on this machine's disk.
    expect(await readdir(work)).not.toContain('unused');
  });

  it('restores into an empty database and another bucket, object by object', async () => {
    const url = newDatabaseUrl();
    const restored = await restore(url, bucket(1));
    expect(restored.files).toBe(4);
    expect(await contents(bucket(1))).toEqual(await contents(bucket(0)));
    expect(await imageRows(url)).toEqual(await imageRows(t.db.url));
  });

  it('refuses a bucket that holds files unless forced, then replaces them', async () => {
    const target = bucket(2);
    await target.write('stray.txt', new TextEncoder().encode('not from the archive'));
    const url = newDatabaseUrl();
    await expect(restore(url, target)).rejects.toThrow(
      new RestoreRefused(
        `Nothing was restored: its upload store ${target.location} has 1 files. Restore into an ` +
          'empty database and upload store, or add --force to replace what is there.',
      ),
    );
    expect(Object.keys(await contents(target))).toEqual(['stray.txt']);
    await restore(url, target, true);
    expect(await contents(target)).toEqual(await contents(bucket(0)));
  });

  it('restores the same archive onto the local disk', async () => {
    const folder = new LocalDriver(join(work, 'restored-uploads'));
    await restore(newDatabaseUrl(), folder);
    expect(await contents(folder)).toEqual(await contents(bucket(0)));
  });
});
