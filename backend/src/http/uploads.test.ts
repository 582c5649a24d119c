import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ImageStorage,
  readAll,
  SharingImages,
  storageDriver,
  type StorageDriver,
} from '../modules/media/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { makeProduct } from '../test/factories.js';
import { adminToken, gql } from '../test/graphql.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { MINIMAL_PDF } from '../test/uploads.js';

/*
 * Uploads through the admin API and /uploads, the same tests with the files on the local disk and
 * in a bucket of a real S3-compatible server in the process (s3rver): what an editor stores is
 * served by the site, with the same headers and caching, and a delete removes it from the store.
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DELETE =
  'mutation ($id: ID!) { deleteImageAsset(id: $id) { deletedId userErrors { field message code } } }';

let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe.each([
  ['the local disk', false],
  ['an S3 bucket', true],
] as const)('uploads kept on %s', (_where, inBucket) => {
  let t: TestApp;
  let uploadDir: string;
  let token: string;
  /** The store the app writes to, read beside it. */
  let store: StorageDriver;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'prairie-served-'));
    t = await createTestApp(
      { UPLOAD_DIR: uploadDir, ...(inBucket ? s3.env() : {}) },
      { seed: 'settings' },
    );
    token = await adminToken(t.app);
    store = storageDriver(t.config);
  });
  afterAll(async () => {
    await store?.close();
    await t?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const keys = async (prefix: string) => {
    const found: string[] = [];
    for await (const file of store.list()) if (file.key.startsWith(prefix)) found.push(file.key);
    return found.sort();
  };

  async function uploadImage(): Promise<{ id: number; path: string; stem: string }> {
    const res = await request(t.app)
      .post('/api/admin/images')
      .set('authorization', `Bearer ${token}`)
      .field('name', 'Field trial')
      .field('category', 'Field')
      .attach('file', PNG, '../../field trial.png')
      .expect(201);
    const path = res.body.path as string;
    expect(path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    return { id: res.body.id, path, stem: path.slice('/uploads/'.length, -'.png'.length) };
  }

  it('stores an upload and its variants in the store chosen by config', async () => {
    expect(store.name).toBe(inBucket ? 's3' : 'local');
    const { stem } = await uploadImage();
    expect(await keys(stem)).toEqual([`${stem}-1w.avif`, `${stem}-1w.webp`, `${stem}.png`]);
    // With a bucket, nothing is left on this machine's disk.
    if (inBucket) expect(await readdir(uploadDir)).toEqual([]);
  });

  it('serves the original and a variant with a year of immutable caching and safe headers', async () => {
    const { path, stem } = await uploadImage();
    const served = await request(t.app).get(path).expect(200);
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
    });
    expect(served.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(Date.parse(served.headers['last-modified'])).not.toBeNaN();

    const variant = await request(t.app).get(`/uploads/${stem}-1w.avif`).expect(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await store.read(`${stem}-1w.avif`);
    expect(Buffer.compare(variant.body as Buffer, await readAll(stored!.body))).toBe(0);
  });

  it('answers a revalidation with 304, a range with 206 and HEAD with the headers only', async () => {
    const { path } = await uploadImage();
    const first = await request(t.app).get(path).expect(200);
    const { etag } = first.headers;
    const unchanged = await request(t.app).get(path).set('if-none-match', etag).expect(304);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.text ?? '').toBe('');
    await request(t.app)
      .get(path)
      .set('if-modified-since', first.headers['last-modified'])
      .expect(304);
    await request(t.app).get(path).set('if-none-match', '"something-else"').expect(200);

    const part = await request(t.app).get(path).set('range', 'bytes=0-7').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PNG.length}`);
    expect(Buffer.compare(part.body as Buffer, PNG.subarray(0, 8))).toBe(0);
    const outside = await request(t.app)
      .get(path)
      .set('range', `bytes=${PNG.length + 10}-`)
      .expect(416);
    expect(outside.headers['content-range']).toBe(`bytes */${PNG.length}`);
    // An If-Range of another version gets the whole file.
    await request(t.app).get(path).set('range', 'bytes=0-7').set('if-range', '"old"').expect(200);

    const head = await request(t.app).head(path).expect(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('answers 404 JSON, never cached for long, for a missing file or a name it did not make', async () => {
    for (const path of [
      '/uploads/00000000-0000-0000-0000-000000000000.png',
      '/uploads/evil.html',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/sub/00000000-0000-0000-0000-000000000000.png',
      '/uploads/',
    ]) {
      const res = await request(t.app).get(path).expect(404);
      expect(res.body).toEqual({ message: 'Image not found' });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('serves a PDF edition uploaded through the admin API', async () => {
    const product = await makeProduct(t.db);
    const res = await request(t.app)
      .post(`/api/admin/products/${product.id}/safety-data-sheet`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', String(product.version))
      .attach('file', MINIMAL_PDF, { filename: 'sheet.pdf', contentType: 'application/pdf' })
      .expect(200);
    const url = JSON.stringify(res.body).match(/\/uploads\/[0-9a-f-]{36}\.pdf/)?.[0];
    expect(url).toBeDefined();
    const pdf = await request(t.app).get(url!).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(pdf.body as Buffer, MINIMAL_PDF)).toBe(0);
  });

  it('reads sizes and sharing images of uploads from the store', async () => {
    const { path } = await uploadImage();
    const storage = new ImageStorage(store);
    expect(await storage.sizeOf(path)).toBe(PNG.length);
    const jpeg = await new SharingImages(storage).render(path, new Date());
    expect(jpeg?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('deletes the original and its variants from the store with the image', async () => {
    const { id, path, stem } = await uploadImage();
    const body = await gql(t.app, DELETE, { id: String(id) }, token);
    expect(body.data).toEqual({ deleteImageAsset: { deletedId: String(id), userErrors: [] } });
    expect(await keys(stem)).toEqual([]);
    await request(t.app).get(path).expect(404);
    await request(t.app).get(`/uploads/${stem}-1w.webp`).expect(404);
  });
});
