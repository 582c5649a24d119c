import type { Readable } from 'node:stream';

/**
 * The uploaded files as a backup reads them and a restore writes them: the storage driver config
 * chooses (modules/media's drivers, UPLOAD_DIR or the bucket of S3_BUCKET), handed over by the
 * command (cli.ts), as db/ imports no module.
 */
export interface UploadStore {
  /** The folder, or the bucket and its endpoint, for messages. */
  readonly location: string;
  /** Every file, in key order; a key is a relative path with '/' separators. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Opens one file; undefined when it is gone. */
  read(key: string): Promise<{ size: number; lastModified: Date; body: Readable } | undefined>;
  write(key: string, body: { stream: Readable; size: number }): Promise<void>;
  remove(key: string): Promise<void>;
}
