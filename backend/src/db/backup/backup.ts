import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { REPO_ROOT } from '../../config.js';
import {
  APP_SCHEMA,
  ARCHIVE_FORMAT,
  DATABASE_PREFIX,
  Digest,
  type FileEntry,
  type Manifest,
  MANIFEST_ENTRY,
  MIGRATIONS_TABLE,
  qualified,
  quoteIdentifier,
  storedColumns,
  type TableEntry,
  tablesInLoadOrder,
  UPLOADS_PREFIX,
} from './archive-format.js';
import type { UploadStore } from './upload-store.js';

export interface BackupOptions {
  /** The application database (not the server's maintenance database). */
  databaseUrl: string;
  /** The uploaded files, wherever config keeps them (the local folder or a bucket). */
  uploads: UploadStore;
  backupDir: string;
  app: Manifest['app'];
  now?: Date;
  /** Added to the archive's name (`…Z-scheduled.tar`): which archives a retention may delete. */
  label?: string;
}

export interface Backup {
  path: string;
  manifest: Manifest;
}

/** Rows fetched from the cursor at a time: a few MB of JSON at most. */
const FETCH_ROWS = 2000;

/**
 * `prairie-backup-20261127T051500Z.tar` (or `…Z-scheduled.tar` with a label): sorts by time, safe
 * in every file system.
 */
export function archiveName(now: Date, label?: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `prairie-backup-${stamp}${label ? `-${label}` : ''}.tar`;
}

/** The site's name and version (package.json), for an archive's manifest. */
export function siteVersion(): Manifest['app'] {
  const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name, version };
}

/**
 * Deletes the oldest archives of `label` in `backupDir` (`…Z-<label>.tar`, `…Z-<label>-2.tar`) so
 * that `keep` remain, and answers the paths deleted. Archives of another label or none (a
 * person's `npm run backup`) and any other file are never touched.
 */
export async function pruneArchives(
  backupDir: string,
  label: string,
  keep: number,
): Promise<string[]> {
  const ofLabel = new RegExp(`^prairie-backup-(\\d{8}T\\d{6}Z)-${label}(?:-(\\d+))?\\.tar$`);
  const order = (name: string) => {
    const [, stamp, attempt] = ofLabel.exec(name)!;
    return `${stamp}-${(attempt ?? '1').padStart(6, '0')}`;
  };
  const names = (await readdir(backupDir).catch(() => [] as string[])).filter((name) =>
    ofLabel.test(name),
  );
  names.sort((a, b) => order(b).localeCompare(order(a)));
  const removed = names.slice(keep).map((name) => join(backupDir, name));
  for (const path of removed) await rm(path, { force: true });
  return removed;
}

/**
 * Gives the finished archive its name in `backupDir`, never over another archive: two backups in
 * the same second (a scheduled one and a person's) get `…Z.tar` and `…Z-2.tar`. A hard link
 * fails when the name is taken, where a rename would replace it.
 */
async function publish(
  partial: string,
  backupDir: string,
  now: Date,
  label?: string,
): Promise<string> {
  const base = archiveName(now, label).replace(/\.tar$/, '');
  for (let attempt = 1; ; attempt++) {
    const path = join(backupDir, attempt === 1 ? `${base}.tar` : `${base}-${attempt}.tar`);
    try {
      await link(partial, path);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** One table's rows, as JSON lines through gzip into `file`, from the transaction's snapshot. */
async function exportTable(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  file: string,
): Promise<number> {
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(file));
  const list = columns.map(quoteIdentifier).join(', ');
  await client.query(
    `declare backup_rows no scroll cursor for
       select row_to_json(t)::text as row from (select ${list} from only ${qualified(table)}) t`,
  );
  let rows = 0;
  for (;;) {
    const batch = await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
    if (batch.rows.length === 0) break;
    rows += batch.rows.length;
    if (!gzip.write(`${batch.rows.map((r) => r.row).join('\n')}\n`)) await once(gzip, 'drain');
  }
  await client.query('close backup_rows');
  gzip.end();
  await written;
  return rows;
}

/** Adds `size` bytes of `source` to the archive as `name`, hashing them on the way. */
async function addEntry(
  pack: tar.Pack,
  name: string,
  { size, mtime, source }: { size: number; mtime: Date; source: Readable },
): Promise<FileEntry> {
  const digest = new Digest();
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) =>
      error ? reject(error) : resolve(),
    );
    source.on('error', reject);
    digest.on('error', reject);
    source.pipe(digest).pipe(entry);
  });
  if (digest.bytes !== size) throw new Error(`${name} changed while it was being backed up`);
  return { file: name, bytes: size, sha256: digest.sha256 };
}

/** Adds the local file `file` to the archive as `name`. */
async function addFile(pack: tar.Pack, name: string, file: string): Promise<FileEntry> {
  const { size, mtime } = await stat(file);
  return addEntry(pack, name, { size, mtime, source: createReadStream(file) });
}

/**
 * Writes one archive of the database and the uploads into `backupDir` (format: archive-format.ts)
 * and returns its path. The archive is written in a work folder and given its name when complete,
 * so a failed or interrupted backup never looks like a good one.
 */
export async function writeBackup(options: BackupOptions): Promise<Backup> {
  const now = options.now ?? new Date();
  // Archives hold password and token hashes, two-factor keys and people's data: the owner only.
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(join(options.backupDir, '.work-'));
  /** Where a table's dump waits, in the work folder, before it goes into the archive. */
  const dumpFile = (entry: string) => join(work, entry.replace('/', '-'));
  const partial = join(work, 'archive.tar');
  try {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    const tables: TableEntry[] = [];
    let serverVersion: string;
    let migrations: string[];
    let sequences: Manifest['sequences'];
    try {
      // One snapshot for every table: rows that refer to each other are exported together.
      await client.query('begin isolation level repeatable read read only');
      serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0].v;
      const migrationsFound = await client.query<{ exists: boolean }>(
        'select to_regclass($1) is not null as exists',
        [qualified(MIGRATIONS_TABLE)],
      );
      if (!migrationsFound.rows[0].exists) {
        throw new Error(
          'This database has no site in it yet (no migrations table): nothing to back up',
        );
      }
      migrations = (
        await client.query<{ name: string }>(
          `select name from ${qualified(MIGRATIONS_TABLE)} order by id`,
        )
      ).rows.map((row) => row.name);
      const order = await tablesInLoadOrder(client);
      for (const [index, table] of order.entries()) {
        const columns = await storedColumns(client, table);
        const file = `${DATABASE_PREFIX}${String(index).padStart(2, '0')}-${table}.jsonl.gz`;
        const rows = await exportTable(client, table, columns, dumpFile(file));
        tables.push({ table, columns, rows, file });
      }
      sequences = (
        await client.query<{ name: string; last_value: string | null }>(
          `select sequencename as name, last_value::text from pg_sequences
            where schemaname = $1 order by sequencename`,
          [APP_SCHEMA],
        )
      ).rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
      await client.query('commit');
    } finally {
      await client.end();
    }

    const pack = tar.pack();
    const archive = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    const entries: FileEntry[] = [];
    try {
      for (const { file } of tables) {
        entries.push(await addFile(pack, file, dumpFile(file)));
      }
      let uploadCount = 0;
      let uploadBytes = 0;
      for await (const { key } of options.uploads.list()) {
        const opened = await options.uploads.read(key);
        // Deleted since it was listed (an image deleted meanwhile): nothing to keep.
        if (!opened) continue;
        const entry = await addEntry(pack, `${UPLOADS_PREFIX}${key}`, {
          size: opened.size,
          mtime: opened.lastModified,
          source: opened.body,
        }).finally(() => opened.body.destroy());
        uploadCount += 1;
        uploadBytes += entry.bytes;
        entries.push(entry);
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        createdAt: now.toISOString(),
        app: options.app,
        postgres: { serverVersion },
        migrations,
        tables,
        sequences,
        uploads: { count: uploadCount, bytes: uploadBytes },
        entries,
      };
      pack.entry({ name: MANIFEST_ENTRY, mtime: now }, `${JSON.stringify(manifest, null, 2)}\n`);
      pack.finalize();
      await archive;
      return { path: await publish(partial, options.backupDir, now, options.label), manifest };
    } catch (error) {
      pack.destroy(error as Error);
      await archive.catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
