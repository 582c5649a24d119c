import type { Readable } from 'node:stream';
import { isStorageKey } from '../../common/storage-keys.js';

/** What a store knows of one stored file. */
export interface StoredFile {
  /** Its name in the store: a relative path with '/' separators (`<uuid>.png`). */
  key: string;
  size: number;
  lastModified: Date;
  /** An HTTP entity tag, quoted (`"…"` from S3, `W/"…"` from the disk, as Express makes it). */
  etag: string;
}

/** A stored file being read: the whole file's facts, and its bytes (or the asked range of them). */
export interface OpenedFile extends StoredFile {
  body: Readable;
}

/** The first and last byte of a range, both included (as HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Bytes to store: in memory, or a stream of known length (a restore's archive entry). */
export type FileBody = Uint8Array | { stream: Readable; size: number };

/**
 * Where uploaded files are kept: the local disk (UPLOAD_DIR, the default) or an S3-compatible
 * bucket (S3_BUCKET), chosen by config (`storageDriver`). Keys are checked by `isStorageKey`;
 * which names the site gives its files is ImageStorage's business, not the driver's.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** Where the files are, for messages: the folder, or `s3://bucket` and the endpoint. */
  readonly location: string;
  /** Checks that the store can be used (the folder made, the bucket reachable with the keys). */
  check(): Promise<void>;
  /**
   * Stores `body` under `key`. The local driver never replaces a file (names are never reused);
   * a bucket takes the new object, as S3 does.
   */
  write(key: string, body: FileBody): Promise<void>;
  /** The file's facts; undefined when there is none. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** Opens the file, or `range` of it; undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<OpenedFile | undefined>;
  /** Deletes the file; a missing one is fine. */
  remove(key: string): Promise<void>;
  /** Every file of the store, in key order. */
  list(): AsyncIterable<StoredFile>;
  /** Lets go of connections. */
  close(): Promise<void>;
}

export { isStorageKey };

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The content type of a stored file by its extension (names carry the type found at upload). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}

/** Reads a stream whole. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
