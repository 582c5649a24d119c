import type { AppConfig } from './config.js';
import { copyFiles, LocalDriver, S3Driver } from './modules/media/index.js';

/** Where the command writes: its lines of progress, and what went wrong. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const CONSOLE: CommandOutput = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** `1234567` → `1.2 MB`: sizes as a person reads them. */
function bytes(count: number): string {
  if (count < 1024) return `${count} bytes`;
  if (count < 1024 * 1024) return `${(count / 1024).toFixed(1)} KB`;
  return `${(count / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * `npm run storage:migrate`: copies every file of UPLOAD_DIR into the bucket of S3_BUCKET, so a
 * site that kept its uploads on disk can move them to object storage. Files the bucket has with
 * the same size are skipped, so running it again (or after an interruption) copies only what is
 * missing; UPLOAD_DIR is left as it is. Answers the exit code: 0 done, 1 when S3 is not
 * configured or the bucket cannot be used.
 */
export async function storageMigrateCommand(
  config: AppConfig,
  output: CommandOutput = CONSOLE,
): Promise<number> {
  if (!config.s3) {
    output.error(
      'storage:migrate copies UPLOAD_DIR into a bucket, but S3_BUCKET is not set: set ' +
        'S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see ' +
        'docs/operations.md, "Storage") and run it again. Nothing was copied.',
    );
    return 1;
  }
  const local = new LocalDriver(config.uploadDir);
  const bucket = new S3Driver(config.s3);
  try {
    try {
      await bucket.check();
    } catch (error) {
      output.error(`${(error as Error).message} Nothing was copied.`);
      return 1;
    }
    output.log(`Copying the files of ${local.location} to ${bucket.location}.`);
    const report = await copyFiles(local, bucket, (file) =>
      output.log(`copied ${file.key} (${bytes(file.size)})`),
    );
    const total = report.copied + report.skipped;
    output.log(
      total === 0
        ? `${local.location} has no files: nothing to copy.`
        : `Copied ${report.copied} of ${total} files (${bytes(report.bytes)}); ` +
            `${report.skipped} were in the bucket already with the same size. ` +
            `${local.location} is unchanged.`,
    );
    return 0;
  } finally {
    await bucket.close();
  }
}
