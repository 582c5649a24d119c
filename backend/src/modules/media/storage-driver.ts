import type { S3Config } from '../../config.js';
import { LocalDriver } from './drivers/local.driver.js';
import { S3Driver } from './drivers/s3.driver.js';
import type { StorageDriver, StoredFile } from './storage.types.js';

/** Where uploads go, as config says: the bucket of S3_BUCKET when set, else UPLOAD_DIR. */
export function storageDriver(config: {
  uploadDir: string;
  s3: S3Config | undefined;
}): StorageDriver {
  return config.s3 ? new S3Driver(config.s3) : new LocalDriver(config.uploadDir);
}

export interface CopyReport {
  copied: number;
  /** Bytes of the files copied. */
  bytes: number;
  /** Files `to` had already, with the same size. */
  skipped: number;
}

/**
 * Copies every file of `from` into `to` (`npm run storage:migrate`: UPLOAD_DIR into the bucket),
 * skipping those `to` has with the same size, so a second run, or one after an interruption,
 * copies only what is missing. A file there with another size (a copy cut short) is written
 * again, which a bucket allows (the local driver never replaces a file, and refuses).
 * `onCopied` hears of each file as it is done. Nothing of `from` is changed.
 */
export async function copyFiles(
  from: StorageDriver,
  to: StorageDriver,
  onCopied: (file: StoredFile) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0 };
  for await (const file of from.list()) {
    const there = await to.stat(file.key);
    if (there?.size === file.size) {
      report.skipped += 1;
      continue;
    }
    const opened = await from.read(file.key);
    // Deleted since it was listed: nothing to copy.
    if (!opened) continue;
    try {
      await to.write(file.key, { stream: opened.body, size: opened.size });
    } finally {
      opened.body.destroy();
    }
    report.copied += 1;
    report.bytes += opened.size;
    onCopied(opened);
  }
  return report;
}
