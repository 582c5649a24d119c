import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../../config.js';
import { readAll, type StorageDriver } from './storage.types.js';
import { variantFileName, type VariantExtension } from './variant-names.js';

/** URL prefix of uploaded images; the files live in the storage driver (UPLOAD_DIR or a bucket). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * A generated upload file name: a UUID and the extension of the detected type, or for a variant
 * the UUID of its original, its width and its format (`<uuid>-960w.avif`), nothing else.
 */
const UPLOADED_NAME = /^[0-9a-f-]{36}(?:\.(?:jpg|png|gif|webp|pdf)|-\d{1,5}w\.(?:avif|webp))$/;

/**
 * The files of uploaded images and PDFs, kept by `driver` (the local folder or a bucket). Names
 * are generated (never the client's), so a name cannot escape the store or collide. Built-in
 * images (`/images/...`, committed under backend/public) are not managed here and never deleted
 * at runtime.
 */
export class ImageStorage {
  constructor(readonly driver: StorageDriver) {}

  /** Writes the bytes under a new name and returns the path the image is served at. */
  async save(bytes: Uint8Array, extension: string): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    if (!UPLOADED_NAME.test(name)) throw new Error(`Not an upload name: ${name}`);
    await this.driver.write(name, bytes);
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /**
   * Writes a variant beside its original (`/uploads/<uuid>.png` → `/uploads/<uuid>-960w.avif`),
   * so the two are found together in the store, and returns the path it is served at.
   */
  async saveVariant(
    originalPath: string,
    width: number,
    format: VariantExtension,
    bytes: Uint8Array,
  ): Promise<string> {
    const original = this.uploadedName(originalPath);
    if (!original) throw new Error(`Not an uploaded image: ${originalPath}`);
    const name = variantFileName(original.replace(/\.[a-z]+$/, ''), width, format);
    if (!UPLOADED_NAME.test(name)) throw new Error(`Not a variant name: ${name}`);
    await this.driver.write(name, bytes);
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /** The file name of an uploaded image's path, or undefined for a built-in image. */
  uploadedName(path: string): string | undefined {
    if (!path.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const name = path.slice(UPLOADS_URL_PREFIX.length);
    return UPLOADED_NAME.test(name) ? name : undefined;
  }

  /** Deletes uploaded files (a missing file is fine); built-in images are left alone. */
  async remove(...paths: string[]): Promise<void> {
    for (const path of paths) {
      const name = this.uploadedName(path);
      if (name) await this.driver.remove(name);
    }
  }

  /**
   * The committed file under backend/public of a built-in path (/images, /newsletters,
   * /documents); undefined for any other path.
   */
  private builtinFile(path: string): string | undefined {
    return /^\/(?:images|newsletters|documents)\/[A-Za-z0-9/_.-]+$/.test(path) &&
      !path.includes('..')
      ? join(PUBLIC_DIR, path.slice(1))
      : undefined;
  }

  /**
   * The bytes of a file the site serves: an upload (from the store) or a built-in file; undefined
   * when there is none, or for any other path (an outside URL is never fetched).
   */
  async read(path: string): Promise<Buffer | undefined> {
    const uploaded = this.uploadedName(path);
    if (uploaded) {
      const opened = await this.driver.read(uploaded);
      return opened && readAll(opened.body);
    }
    const file = this.builtinFile(path);
    return file ? readFile(file).catch(() => undefined) : undefined;
  }

  /** The size in bytes of a file the site serves (see `read`); undefined when there is none. */
  async sizeOf(path: string): Promise<number | undefined> {
    const uploaded = this.uploadedName(path);
    if (uploaded) return (await this.driver.stat(uploaded))?.size;
    const file = this.builtinFile(path);
    if (!file) return undefined;
    return stat(file).then(
      (info) => (info.isFile() ? info.size : undefined),
      () => undefined,
    );
  }
}
