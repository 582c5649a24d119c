import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import pg from 'pg';

/**
 * The backup archive (`npm run backup`, `npm run restore`): one uncompressed tar file holding
 *   database/<nn>-<table>.jsonl.gz  each table of the app's schema, one JSON object per row,
 *                                   gzipped, parents before the tables that refer to them
 *   uploads/<path>                  every uploaded file (UPLOAD_DIR or the bucket), as it is
 *   manifest.json                   last: versions, migrations, sequences, and each entry's size
 *                                   and SHA-256, so a restore checks the whole archive first
 *
 * The database part is a consistent logical export, not pg_dump: the embedded PostgreSQL ships
 * no pg_dump, and Debian's is older than its server. Every table is read in one REPEATABLE READ
 * transaction (one snapshot); a restore recreates the schema with the site's own migrations, up
 * to the archive's last one, loads the rows, sets the sequences and then runs any newer
 * migrations. pg-boss's schema (the mail queue) is not exported: its jobs are rebuilt from the
 * delivery ledger by the mail sweeper at the first start.
 */
export const ARCHIVE_FORMAT = 'prairie-backup/1';
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_PREFIX = 'database/';
export const UPLOADS_PREFIX = 'uploads/';

/** The app's own schema; the migrator's bookkeeping table is rebuilt by the migrations. */
export const APP_SCHEMA = 'public';
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface TableEntry {
  table: string;
  /** The columns exported, in order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  file: string;
}

export interface FileEntry {
  file: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  app: { name: string; version: string };
  postgres: { serverVersion: string };
  /** Migrations applied in the exported database, in order. */
  migrations: string[];
  tables: TableEntry[];
  /** Each sequence of the app's schema: the value its next `nextval` continues from. */
  sequences: { name: string; lastValue: string | null }[];
  uploads: { count: number; bytes: number };
  /** Every entry of the archive but the manifest, in archive order. */
  entries: FileEntry[];
}

export const quoteIdentifier = (name: string): string => pg.escapeIdentifier(name);

export const qualified = (table: string) =>
  `${quoteIdentifier(APP_SCHEMA)}.${quoteIdentifier(table)}`;

/** A pass-through stream that counts and hashes what goes through it. */
export class Digest extends Transform {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');
  private digest: string | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }

  get sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }
}

/** Tables of the app's schema, parents first (a table after every table it refers to). */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> $2
      order by c.relname`,
    [APP_SCHEMA, MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = $1 and child.oid <> parent.oid`,
    [APP_SCHEMA],
  );
  const order: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`The tables' foreign keys form a cycle at ${table}`);
    visiting.add(table);
    for (const ref of references) if (ref.child === table) place(ref.parent);
    visiting.delete(table);
    placed.add(table);
    order.push(table);
  };
  for (const { name } of tables) place(name);
  return order;
}

/** The stored (not generated, not dropped) columns of a table of the app's schema, in order. */
export async function storedColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' order by a.attnum`,
    [qualified(table)],
  );
  return rows.map((row) => row.name);
}
