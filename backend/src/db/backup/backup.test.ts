import { open, readFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeProduct } from '../../test/factories.js';
import { adminToken } from '../../test/graphql.js';
import { createUploadTestApp, MINIMAL_PDF, type UploadTestApp } from '../../test/uploads.js';
import { createLogger } from '../../logger.js';
import { ENTITIES } from '../../modules/index.js';
import { LocalDriver } from '../../modules/media/index.js';
import { withDatabase } from '../database.js';
import { APP_SCHEMA, type Manifest, MIGRATIONS_TABLE } from './archive-format.js';
import { filesUnder } from '../../test/files.js';
import { writeBackup } from './backup.js';
import { restoreBackup, RestoreRefused, verifyArchive } from './restore.js';

/*
 * `npm run backup` and `npm run restore` (issue 26): a site with content, messages, subscribers
 * and uploads is backed up, restored into another database and folder, and compared row by row
 * and file by file; what a restore must refuse changes nothing.
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const APP = { name: 'prairie-soil-site', version: 'test' };
const logger = createLogger('silent');

/** `npm run restore` of `archive` into the database at `url` and the folder `uploadDir`. */
function restore(archive: string, url: string, uploadDir: string, force = false) {
  const uploads = new LocalDriver(uploadDir);
  return restoreBackup({ archive, databaseUrl: url, uploads, force, entities: ENTITIES, logger });
}

let t: UploadTestApp;
let work: string;
const databases: string[] = [];

/** A new empty database's URL on the test server, dropped after the file. */
function newDatabaseUrl(): string {
  const name = `restore_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  databases.push(name);
  return withDatabase(inject('databaseServerUrl'), name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of the app's schema (but the migrator's), each as its rows in JSON, sorted. */
async function contents(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ name: string }>(
    url,
    `select table_name as name from information_schema.tables
      where table_schema = '${APP_SCHEMA}' and table_type = 'BASE TABLE'
        and table_name <> '${MIGRATIONS_TABLE}' order by 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(
      url,
      `select row_to_json(t)::text as row from "${name}" t`,
    );
    all[name] = rows.map((r) => r.row).sort();
  }
  return all;
}

async function sequences(url: string) {
  return query(
    url,
    `select sequencename, last_value from pg_sequences where schemaname = '${APP_SCHEMA}' order by 1`,
  );
}

async function folderContents(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await filesUnder(dir)) {
    out[file] = (await readFile(join(dir, file))).toString('base64');
  }
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'prairie-backup-'));
  t = await createUploadTestApp('backup');
  const token = await adminToken(t.app);
  // Content the office made: an image (with its variants) and a newsletter's PDF edition.
  await request(t.app)
    .post('/api/admin/images')
    .set('authorization', `Bearer ${token}`)
    .field('name', 'Canola at bolting')
    .field('category', 'Field')
    .field('description', 'North quarter, July')
    .attach('file', PNG, 'canola.png')
    .expect(201);
  const product = await makeProduct(t.db, { name: 'Backed Up Blend' });
  await request(t.app)
    .post(`/api/admin/products/${product.id}/safety-data-sheet`)
    .set('authorization', `Bearer ${token}`)
    .field('expectedVersion', String(product.version))
    .attach('file', MINIMAL_PDF, { filename: 'sheet.pdf', contentType: 'application/pdf' })
    .expect(200);
  // A visitor's message (with its mail in the ledger) and subscribers with consent records.
  await request(t.app)
    .post('/api/contact')
    .send({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '780-555-0110',
      businessType: 'Mixed Farming',
      message: 'Our canola, près de Vegreville, looks pale.\nCan you test it?',
    })
    .expect(201);
  for (const email of ['field.one@example.com', 'field.two@example.com']) {
    await request(t.app).post('/api/subscribe').send({ email }).expect(201);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  for (const name of databases) {
    await client.query(`drop database if exists "${name}" with (force)`);
  }
  await client.end();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let archive: string;
  let manifest: Manifest;

  it('writes one archive with the database, the uploads and a manifest', async () => {
    const backupDir = join(work, 'backups');
    ({ path: archive, manifest } = await writeBackup({
      databaseUrl: t.db.url,
      uploads: new LocalDriver(t.uploadDir),
      backupDir,
      app: APP,
    }));
    expect(archive).toMatch(/prairie-backup-\d{8}T\d{6}Z\.tar$/);
    expect(await filesUnder(backupDir)).toEqual([archive.slice(backupDir.length + 1)]);
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.table, table.rows]));
    expect(rows.contacts).toBe(1);
    expect(rows.subscribers).toBe(2);
    expect(rows.subscriber_consents).toBeGreaterThanOrEqual(2);
    expect(rows.image_assets).toBeGreaterThan(0);
    expect(rows).not.toHaveProperty(MIGRATIONS_TABLE);
    expect(manifest.uploads.count).toBe(Object.keys(await folderContents(t.uploadDir)).length);
    expect(manifest.uploads.count).toBeGreaterThan(1);
    expect(manifest.migrations.length).toBeGreaterThan(10);
    // Parents before the tables that refer to them.
    const order = manifest.tables.map((table) => table.table);
    expect(order.indexOf('subscribers')).toBeLessThan(order.indexOf('subscriber_consents'));
    expect(manifest.entries.every((entry) => /^[0-9a-f]{64}$/.test(entry.sha256))).toBe(true);
  });

  it('restores into an empty database and folder: the same rows, sequences and files', async () => {
    const url = newDatabaseUrl();
    const uploadDir = join(work, 'restored-uploads');
    const restored = await restore(archive, url, uploadDir);
    expect(restored.files).toBe(manifest.uploads.count);
    expect(await contents(url)).toEqual(await contents(t.db.url));
    expect(await sequences(url)).toEqual(await sequences(t.db.url));
    expect(await folderContents(uploadDir)).toEqual(await folderContents(t.uploadDir));
    const migrations = await query<{ name: string }>(
      url,
      `select name from ${MIGRATIONS_TABLE} order by id`,
    );
    expect(migrations.map((m) => m.name)).toEqual(manifest.migrations);
  });

  it('refuses a database that has tables, or a folder with files, unless forced', async () => {
    const url = newDatabaseUrl();
    const uploadDir = join(work, 'forced-uploads');
    await restore(archive, url, uploadDir);
    await query(url, "update contacts set message = 'changed after the restore'");
    await writeFile(join(uploadDir, 'stray.txt'), 'not from the archive');

    await expect(restore(archive, url, uploadDir)).rejects.toThrow(RestoreRefused);
    const [{ message }] = await query<{ message: string }>(url, 'select message from contacts');
    expect(message).toBe('changed after the restore');

    await restore(archive, url, uploadDir, true);
    expect(await contents(url)).toEqual(await contents(t.db.url));
    expect(await folderContents(uploadDir)).toEqual(await folderContents(t.uploadDir));
  });

  it('names two backups made in the same second apart, each complete', async () => {
    const backupDir = join(work, 'same-second');
    const now = new Date('2026-11-27T05:15:00Z');
    const both = await Promise.all(
      [1, 2].map(() =>
        writeBackup({
          databaseUrl: t.db.url,
          uploads: new LocalDriver(t.uploadDir),
          backupDir,
          app: APP,
          now,
        }),
      ),
    );
    expect(both.map((backup) => basename(backup.path)).sort()).toEqual([
      'prairie-backup-20261127T051500Z-2.tar',
      'prairie-backup-20261127T051500Z.tar',
    ]);
    expect(await filesUnder(backupDir)).toHaveLength(2);
    for (const { path } of both) await expect(verifyArchive(path)).resolves.toBeTruthy();
  });

  it('lets one of two restores started together into one database fill it, and refuses the other', async () => {
    const url = newDatabaseUrl();
    const results = await Promise.allSettled([
      restore(archive, url, join(work, 'race-a')),
      restore(archive, url, join(work, 'race-b')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(RestoreRefused);
    expect(await contents(url)).toEqual(await contents(t.db.url));
  });

  it('refuses a damaged archive before changing anything', async () => {
    const damaged = join(work, 'damaged.tar');
    const bytes = await readFile(archive);
    // Flip a byte inside the first entry's data (after its 512-byte tar header).
    bytes[600] ^= 0xff;
    await writeFile(damaged, bytes);
    const url = newDatabaseUrl();
    const uploadDir = join(work, 'damaged-uploads');
    await mkdir(uploadDir, { recursive: true });
    await expect(restore(damaged, url, uploadDir)).rejects.toThrow(/damaged|not a readable/);
    const tables = await query<{ count: number }>(
      withDatabase(inject('databaseServerUrl'), 'postgres'),
      `select count(*)::int as count from pg_database where datname = '${new URL(url).pathname.slice(1)}'`,
    );
    // The database may have been created empty at most; nothing was written into it.
    if (tables[0].count > 0) {
      const [{ count }] = await query<{ count: number }>(
        url,
        `select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
      );
      expect(count).toBe(0);
    }
    expect(await filesUnder(uploadDir)).toEqual([]);

    const truncated = join(work, 'truncated.tar');
    const handle = await open(truncated, 'w');
    await handle.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    await handle.close();
    await expect(restore(truncated, url, uploadDir)).rejects.toThrow(RestoreRefused);
  });
});
