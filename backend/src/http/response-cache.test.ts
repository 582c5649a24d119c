import express from 'express';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedReads, prepareResponse, ResponseCache, sendPrepared } from './response-cache.js';

const BODY = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `product ${i}`) });
const options = { ttlSeconds: 60, maxEntries: 10 };

function appServing(cache: ResponseCache, counter: { calls: number }) {
  const app = express();
  app.use(cachedReads(cache));
  app.get('/list', (_req, res) => {
    counter.calls++;
    res.json(JSON.parse(BODY));
  });
  app.get('/private', (_req, res) => {
    counter.calls++;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ secret: true });
  });
  return app;
}

/** One GET on a real socket, body as sent. */
async function rawGet(app: express.Express, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('prepared responses', () => {
  it('sends brotli, gzip or identity as accepted, and 304 to a matching If-None-Match', async () => {
    const entry = prepareResponse(BODY, 'application/json; charset=utf-8', 'public, no-cache');
    const app = express().get('/', (req, res) => sendPrepared(req, res, entry));
    // Raw bytes: supertest would undo the encoding it is meant to show.
    const br = await rawGet(app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(BODY);
    const gz = await rawGet(app, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BODY);
    const plain = await request(app).get('/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BODY);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    await request(app).get('/').set('if-none-match', `"other", ${entry.etag}`).expect(304);
  });

  it('puts a 200’s headers together once per encoding, after the headers given first', () => {
    const csp = { 'Content-Security-Policy': "default-src 'self'" };
    const entry = prepareResponse(BODY, 'text/html', 'public, no-cache', 200, csp);
    const first = { 'x-content-type-options': 'nosniff' };
    const br = entry.okHeaders('br', first);
    expect(Object.entries(br)).toEqual([
      ['x-content-type-options', 'nosniff'],
      ['Cache-Control', 'public, no-cache'],
      ['ETag', `${entry.etag.slice(0, -1)}-br"`],
      ['Vary', 'Accept-Encoding'],
      ['Content-Security-Policy', "default-src 'self'"],
      ['Content-Type', 'text/html'],
      ['Content-Encoding', 'br'],
      ['Content-Length', entry.encoded('br').length],
    ]);
    expect(entry.okHeaders('br', first)).toBe(br);
    expect(Object.isFrozen(br)).toBe(true);
    const plain = entry.okHeaders(undefined);
    expect(plain).toEqual({
      'Cache-Control': 'public, no-cache',
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
      ...csp,
      'Content-Type': 'text/html',
      'Content-Length': Buffer.byteLength(BODY),
    });
    expect(entry.okHeaders(undefined)).toBe(plain);
  });
});

describe('ResponseCache', () => {
  it('serves public reads from memory until cleared, and never stores no-store or token reads', async () => {
    const cache = new ResponseCache(options);
    const counter = { calls: 0 };
    const app = appServing(cache, counter);
    const first = await request(app).get('/list').expect(200);
    await request(app).get('/list').expect(200);
    expect(counter.calls).toBe(1);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    cache.clear();
    await request(app).get('/list').expect(200);
    expect(counter.calls).toBe(2);
    await request(app).get('/list').set('authorization', 'Bearer x').expect(200);
    expect(counter.calls).toBe(3);
    await request(app).get('/private').expect(200);
    await request(app).get('/private').expect(200);
    expect(counter.calls).toBe(5);
  });

  it('renders a page once for a burst of concurrent misses', async () => {
    const cache = new ResponseCache(options);
    let produced = 0;
    const produce = async () => {
      produced++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return {
        response: prepareResponse('<h1>Home</h1>', 'text/html', 'public, no-cache'),
        cacheable: true,
      };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.getOrProduce('/', produce)),
    );
    expect(produced).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('does not store what was produced from data older than a clear', async () => {
    const cache = new ResponseCache(options);
    const produce = async () => {
      cache.clear(); // a content write lands while the page renders
      return { response: prepareResponse('old', 'text/html', 'public, no-cache'), cacheable: true };
    };
    await cache.getOrProduce('/', produce);
    expect(cache.get('/')).toBeUndefined();
  });

  it('stores nothing when turned off (RESPONSE_CACHE_TTL=0)', async () => {
    const cache = new ResponseCache({ ttlSeconds: 0, maxEntries: 10 });
    const counter = { calls: 0 };
    const app = appServing(cache, counter);
    await request(app).get('/list');
    await request(app).get('/list');
    expect(counter.calls).toBe(2);
  });
});
