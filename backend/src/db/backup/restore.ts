import { MikroORM, type AnyEntity, type EntityClass } from '@mikro-orm/postgresql';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import type { Logger } from '../../logger.js';
import { ensureDatabaseExists } from '../database.js';
import { withStartupLock } from '../startup-lock.js';
import { migrationsList } from '../migrations/index.js';
import { ormConfig } from '../orm.config.js';
import {
  APP_SCHEMA,
  ARCHIVE_FORMAT,
  DATABASE_PREFIX,
  Digest,
  type FileEntry,
  type Manifest,
  MANIFEST_ENTRY,
  qualified,
  quoteIdentifier,
  tablesInLoadOrder,
  UPLOADS_PREFIX,
} from './archive-format.js';
import type { UploadStore } from './upload-store.js';
import { isStorageKey } from '../../common/storage-keys.js';

/** A restore that was refused before anything changed: the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  archive: string;
  /** The application database to fill; created when the server does not have it. */
  databaseUrl: string;
  /** Where the uploaded files go: the storage config chooses (the local folder or a bucket). */
  uploads: UploadStore;
  /** Replace a database that has tables, and an upload store that has files. */
  force: boolean;
  /** The site's entities and migrations (the composition root's), to rebuild the schema. */
  entities: readonly EntityClass<AnyEntity>[];
  logger: Logger;
}

export interface Restored {
  manifest: Manifest;
  rows: number;
  files: number;
}

/** Rows inserted per statement. */
const INSERT_ROWS = 1000;

/** Another schema the site's migrations create (pg-boss's), emptied with the app's on --force. */
const QUEUE_SCHEMA = 'pgboss';

/** Reads every entry of the archive in order, handing each to `visit` as a stream. */
async function readArchive(
  archive: string,
  visit: (name: string, stream: Readable, size: number) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), extract);
  try {
    for await (const entry of extract) {
      const stream = entry as unknown as Readable;
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      await visit(entry.header.name, stream, entry.header.size ?? 0);
      // Whatever the visitor left unread is skipped, so the next entry can start.
      stream.resume();
    }
  } catch (error) {
    extract.destroy(error as Error);
    await reading.catch(() => undefined);
    throw error;
  }
  await reading;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the whole archive and checks it against its manifest (every entry there, no other, each
 * with its size and SHA-256), before anything is changed. Returns the manifest.
 */
export async function verifyArchive(archive: string): Promise<Manifest> {
  const found: FileEntry[] = [];
  let manifest: Manifest | undefined;
  await readArchive(archive, async (name, stream) => {
    if (name === MANIFEST_ENTRY) {
      manifest = JSON.parse((await readAll(stream)).toString('utf8')) as Manifest;
      return;
    }
    const digest = new Digest();
    await pipeline(stream, digest, new Writable({ write: (_chunk, _encoding, done) => done() }));
    found.push({ file: name, bytes: digest.bytes, sha256: digest.sha256 });
  }).catch((error: unknown) => {
    throw new RestoreRefused(`${archive} is not a readable backup archive: ${String(error)}`);
  });
  if (!manifest)
    throw new RestoreRefused(`${archive} has no ${MANIFEST_ENTRY}: not a backup of this site`);
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new RestoreRefused(
      `${archive} is a ${String(manifest.format)} archive; this site reads ${ARCHIVE_FORMAT}`,
    );
  }
  const expected = new Map(manifest.entries.map((entry) => [entry.file, entry]));
  for (const entry of found) {
    const listed = expected.get(entry.file);
    if (!listed)
      throw new RestoreRefused(`${archive} is damaged: ${entry.file} is not in its manifest`);
    if (listed.bytes !== entry.bytes || listed.sha256 !== entry.sha256) {
      throw new RestoreRefused(`${archive} is damaged: ${entry.file} does not match its checksum`);
    }
    expected.delete(entry.file);
  }
  if (expected.size > 0) {
    throw new RestoreRefused(`${archive} is incomplete: ${[...expected.keys()][0]} is missing`);
  }
  return manifest;
}

/** What the target already holds: tables of the site's schemas and files in the upload store. */
async function occupied(client: pg.ClientBase, uploads: UploadStore) {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p')`,
    [[APP_SCHEMA, QUEUE_SCHEMA]],
  );
  let files = 0;
  for await (const _file of uploads.list()) files += 1;
  return { tables: rows[0].count, files };
}

async function emptyStore(uploads: UploadStore): Promise<void> {
  for await (const { key } of uploads.list()) await uploads.remove(key);
}

async function insertBatch(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  rows: string[],
) {
  const list = columns.map(quoteIdentifier).join(', ');
  await client.query(
    `insert into ${qualified(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${qualified(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** Loads one table's JSON lines (gzipped) in batches. */
async function loadTable(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  stream: Readable,
): Promise<number> {
  const lines = createInterface({ input: stream.pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  let rows = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === INSERT_ROWS) {
      await insertBatch(client, table, columns, batch);
      rows += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(client, table, columns, batch);
  return rows + batch.length;
}

/**
 * The key of an archive's `uploads/…` entry in the upload store: plain segments only, so no
 * entry can land outside the upload folder (the drivers check this too).
 */
function uploadKey(name: string): string {
  const key = name.slice(UPLOADS_PREFIX.length);
  if (!isStorageKey(key)) {
    throw new RestoreRefused(`The archive names a file outside the upload store: ${name}`);
  }
  return key;
}

/**
 * Brings an archive of writeBackup back: checks it whole, refuses a target that holds data
 * unless `force`, rebuilds the schema with the site's migrations up to the archive's, loads every
 * row in one transaction, sets the sequences, runs the site's newer migrations, then writes the
 * uploads.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const manifest = await verifyArchive(options.archive);
  const known = migrationsList.map((migration) => migration.name);
  const newer = manifest.migrations.find((name, index) => known[index] !== name);
  if (newer) {
    throw new RestoreRefused(
      `The archive was made by another version of the site (its migration ${newer} is not this ` +
        "version's); restore it with the version that made it (manifest.json, app.version).",
    );
  }
  const last = manifest.migrations.at(-1);
  if (!last)
    throw new RestoreRefused('The archive records no migration: not a backup of this site');

  await ensureDatabaseExists(options.databaseUrl);
  // Under the start-up lock (db/startup-lock.ts): a second restore, or a site starting on this
  // database, waits, then finds it full (refused; or nothing to migrate or seed).
  return withStartupLock(options.databaseUrl, options.logger, () =>
    restoreInto(options, manifest, last),
  );
}

async function restoreInto(
  options: RestoreOptions,
  manifest: Manifest,
  last: string,
): Promise<Restored> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const held = await occupied(client, options.uploads);
    if ((held.tables > 0 || held.files > 0) && !options.force) {
      const what = [
        held.tables > 0 ? `its database has ${held.tables} tables` : '',
        held.files > 0
          ? `its upload store ${options.uploads.location} has ${held.files} files`
          : '',
      ].filter(Boolean);
      throw new RestoreRefused(
        `Nothing was restored: ${what.join(' and ')}. Restore into an empty database and ` +
          'upload store, or add --force to replace what is there.',
      );
    }
    if (options.force) {
      await client.query(
        `drop schema if exists ${quoteIdentifier(QUEUE_SCHEMA)} cascade;
         drop schema if exists ${quoteIdentifier(APP_SCHEMA)} cascade;
         create schema ${quoteIdentifier(APP_SCHEMA)};`,
      );
      await emptyStore(options.uploads);
    }

    const orm = await MikroORM.init(
      ormConfig({
        clientUrl: options.databaseUrl,
        entities: options.entities,
        log: () => undefined,
      }),
    );
    let rows = 0;
    let files = 0;
    try {
      await orm.getMigrator().up({ to: last });

      await client.query('begin');
      // Rows the migrations wrote (defaults) give way to the archive's.
      const tables = await tablesInLoadOrder(client);
      if (tables.length > 0) {
        await client.query(`truncate ${tables.map(qualified).join(', ')} restart identity cascade`);
      }
      const byFile = new Map(manifest.tables.map((table) => [table.file, table]));
      let committed = false;
      const commit = async () => {
        if (committed) return;
        for (const { name, lastValue } of manifest.sequences) {
          const sequence = `${quoteIdentifier(APP_SCHEMA)}.${quoteIdentifier(name)}`;
          await client.query(
            lastValue === null
              ? 'select setval($1::regclass, 1, false)'
              : 'select setval($1::regclass, $2::bigint, true)',
            lastValue === null ? [sequence] : [sequence, lastValue],
          );
        }
        await client.query('commit');
        committed = true;
      };
      await readArchive(options.archive, async (name, stream, size) => {
        if (name.startsWith(DATABASE_PREFIX)) {
          const table = byFile.get(name);
          if (!table) throw new RestoreRefused(`${name} is not a table of the manifest`);
          const loaded = await loadTable(client, table.table, table.columns, stream);
          if (loaded !== table.rows) {
            throw new Error(`${table.table}: ${loaded} rows read, the manifest says ${table.rows}`);
          }
          rows += loaded;
          return;
        }
        await commit();
        if (!name.startsWith(UPLOADS_PREFIX)) return;
        await options.uploads.write(uploadKey(name), { stream, size });
        files += 1;
      });
      await commit();
      // The site's migrations newer than the archive's bring the data up to this version.
      await orm.getMigrator().up();
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await orm.close(true);
    }
    return { manifest, rows, files };
  } finally {
    await client.end();
  }
}
