import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './app.js';

/** The smallest file the PDF uploads take: it starts with "%PDF-". */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface UploadTestApp extends TestApp {
  /** The app's UPLOAD_DIR, a fresh temporary folder removed by `close`. */
  uploadDir: string;
}

/**
 * A test app whose uploads go to a temporary folder of their own, with a PDF cap of 1 MB (so a
 * test can send a file over it cheaply).
 */
export async function createUploadTestApp(
  name: string,
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<UploadTestApp> {
  const uploadDir = await mkdtemp(join(tmpdir(), `prairie-${name}-`));
  const t = await createTestApp(
    { UPLOAD_DIR: uploadDir, NEWSLETTER_PDF_MAX_MB: '1', ...env },
    options,
  );
  return {
    ...t,
    uploadDir,
    async close() {
      await t.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
