import { constants, createWriteStream, type Stats } from 'node:fs';
import { access, mkdir, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteRange,
  type FileBody,
  type OpenedFile,
  type StorageDriver,
  type StoredFile,
} from '../storage.types.js';

/** The errors of a file that is not there (or of a folder in its path that is a file). */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files in a folder of the local disk (UPLOAD_DIR), the default: nothing to install, and what
 * `npm run backup` and `npm run storage:migrate` read. Files are written once (`wx`), never over
 * another, and a write that fails leaves no partial file behind.
 */
export class LocalDriver implements StorageDriver {
  readonly name = 'local' as const;

  constructor(readonly dir: string) {}

  get location(): string {
    return this.dir;
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  async write(key: string, body: FileBody): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    try {
      if (body instanceof Uint8Array) {
        await writeFile(file, body, { flag: 'wx', mode: 0o644 });
        return;
      }
      const out = createWriteStream(file, { flags: 'wx', mode: 0o644 });
      await pipeline(body.stream, out);
      if (out.bytesWritten !== body.size) {
        throw new Error(`${key}: ${out.bytesWritten} bytes written, ${body.size} expected`);
      }
    } catch (error) {
      // A file that was there already is someone else's; a partial one of ours goes.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    try {
      const info = await stat(this.fileOf(key));
      return info.isFile() ? facts(key, info) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    // Opened first, then measured: a file deleted in between cannot be half read.
    const handle = await open(this.fileOf(key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      const body = handle.createReadStream({ start: range?.start, end: range?.end });
      return { ...facts(key, info), body };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    for (const key of await this.keys()) {
      const found = await this.stat(key);
      if (found) yield found;
    }
  }

  async close(): Promise<void> {}

  /** Every regular file under the folder, as keys, sorted; none when the folder is missing. */
  private async keys(): Promise<string[]> {
    const found: string[] = [];
    const walk = async (folder: string) => {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.isFile()) found.push(relative(this.dir, path).split(sep).join('/'));
      }
    };
    await walk(this.dir);
    return found.sort();
  }

  private fileOf(key: string): string {
    assertStorageKey(key);
    return join(this.dir, ...key.split('/'));
  }
}

/** A file's facts, with the weak ETag Express's static files had (size and time, in hex). */
function facts(key: string, info: Stats): StoredFile {
  return {
    key,
    size: info.size,
    lastModified: info.mtime,
    etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
  };
}
