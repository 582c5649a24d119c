import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/app.js';
import { writeStandInBuild } from '../test/stand-in-build.js';

/*
 * Built scripts and stylesheets are compressed once, by the build (frontend/build/
 * precompress-assets.ts); the server sends those files instead of compressing per request.
 */

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
/** What the build writes: smaller than any per-request compression would be, and recognisable. */
const BROTLI = brotliCompressSync(SCRIPT);
const GZIP = gzipSync(SCRIPT, { level: 9 });

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = writeStandInBuild('precompressed-dist-');
  const assets = join(dist, 'client', 'assets');
  writeFileSync(join(assets, 'entry-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(assets, 'entry-Ab12Cd34.js.br'), BROTLI);
  writeFileSync(join(assets, 'entry-Ab12Cd34.js.gz'), GZIP);
  // A stylesheet the build left without twins (it was too small, or an older build).
  writeFileSync(join(assets, 'page-Ef56Gh78.css'), `${'.a{color:red}'.repeat(200)}\n`);
  t = await createTestApp({ FRONTEND_DIST: dist }, { seed: 'settings' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, encoding?: string) => {
  const req = request(t.app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return encoding === undefined ? req : req.set('Accept-Encoding', encoding);
};

describe('precompressed assets', () => {
  it("sends the build's brotli file to a browser that takes br, as the script it is", async () => {
    const res = await get('/assets/entry-Ab12Cd34.js', 'gzip, deflate, br, zstd').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The build's file went out (supertest has already decompressed it).
    expect(Number(res.headers['content-length'])).toBe(BROTLI.length);
    expect((res.body as Buffer).toString()).toBe(brotliDecompressSync(BROTLI).toString());
  });

  it('sends the gzip file where br is not accepted, and the script itself where neither is', async () => {
    const gz = await get('/assets/entry-Ab12Cd34.js', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    // The build's file went out (supertest has already unzipped it).
    expect(Number(gz.headers['content-length'])).toBe(GZIP.length);
    expect((gz.body as Buffer).toString()).toBe(gunzipSync(GZIP).toString());
    const plain = await get('/assets/entry-Ab12Cd34.js', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('answers 304 to a revalidation of the compressed file', async () => {
    const first = await get('/assets/entry-Ab12Cd34.js', 'br').expect(200);
    await request(t.app)
      .get('/assets/entry-Ab12Cd34.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
  });

  it('compresses an asset without twins per request, as before', async () => {
    const res = await get('/assets/page-Ef56Gh78.css', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });

  it('never serves a twin under another name, nor a missing asset', async () => {
    await get('/assets/missing-Zz99Yy88.js', 'br').expect(404);
    const outside = await get('/assets/..%2Fserver%2Fentry-server.js', 'br');
    expect([403, 404]).toContain(outside.status);
    expect(outside.headers['content-encoding']).toBeUndefined();
  });
});
