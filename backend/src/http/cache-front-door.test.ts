import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { withRequestId } from '../request-id.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testResponseCaches } from '../test/front-door.js';
import { makeProduct } from '../test/factories.js';
import { securityHeaders } from './app.js';
import { cacheFrontDoor, headersSetBy, type ResponseCaches } from './cache-front-door.js';

let t: TestApp;
let server: Server;
let base: string;
let caches: ResponseCaches;
/** Requests that reached Express (cache misses and everything the front door declines). */
let reachedApp = 0;

beforeAll(async () => {
  caches = testResponseCaches();
  t = await createTestApp({}, { seed: 'settings', caches });
  // A list long enough to be sent compressed (compression's threshold is 1 kB).
  for (let i = 0; i < 6; i += 1) await makeProduct(t.db);
  const fromCache = cacheFrontDoor(caches, headersSetBy(securityHeaders()), createLogger('silent'));
  // Wired as server.ts wires it.
  server = createServer((req, res) =>
    withRequestId(
      req,
      res,
      0,
      async () => {
        if (await fromCache(req, res)) return;
        reachedApp++;
        t.app(req, res);
      },
      { header: false },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Response headers that describe the content and its security, not the connection. */
function comparable(headers: Headers): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
  return Object.fromEntries([...headers].filter(([name]) => !skip.has(name)));
}

describe('the cache front door', () => {
  it('answers a repeated public read without Express, with the same headers and body', async () => {
    reachedApp = 0;
    const first = await fetch(`${base}/api/products`);
    const second = await fetch(`${base}/api/products`);
    expect(reachedApp).toBe(1);
    expect(await second.text()).toBe(await first.text());
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    // Each answer is named, the cached one too.
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends requests with a bearer token, writes and misses to the app', async () => {
    await fetch(`${base}/api/testimonials`);
    reachedApp = 0;
    await fetch(`${base}/api/testimonials`, { headers: { authorization: 'Bearer x' } });
    await fetch(`${base}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'front-door@example.com' }),
    });
    await fetch(`${base}/api/newsletters`);
    expect(reachedApp).toBe(3);
  });

  it('leaves a JSON request for a page path to the app', async () => {
    caches.pages.clear();
    const { prepareResponse } = await import('./response-cache.js');
    caches.pages.set('/about', prepareResponse('<h1>About</h1>', 'text/html', 'public, no-cache'));
    reachedApp = 0;
    expect(await (await fetch(`${base}/about`, { headers: { accept: 'text/html' } })).text()).toBe(
      '<h1>About</h1>',
    );
    await fetch(`${base}/about`, { headers: { accept: 'application/json' } });
    expect(reachedApp).toBe(1);
  });

  describe('GraphQL', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const QUERY = JSON.stringify({ query: '{ products { id name } }' });

    it('answers a repeated anonymous query without running it again', async () => {
      reachedApp = 0;
      const first = await post(QUERY);
      const second = await post(QUERY);
      expect(reachedApp).toBe(1);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual(await first.json());
      await post(QUERY, { authorization: 'Bearer x' });
      expect(reachedApp).toBe(2);
    });

    it('never answers mutations, failed queries or malformed bodies from the cache', async () => {
      reachedApp = 0;
      const subscribe = JSON.stringify({
        query:
          'mutation($email: String!) { subscribe(input: { email: $email }) { message userErrors { code } } }',
        variables: { email: 'graphql-cache@example.com' },
      });
      const subscribed = (await (await post(subscribe)).json()) as {
        data: { subscribe: { message: string | null; userErrors: unknown[] } };
      };
      expect(subscribed.data.subscribe.userErrors).toEqual([]);
      expect(subscribed.data.subscribe.message).toBeTruthy();
      await post(subscribe);
      const broken = JSON.stringify({ query: '{ products { noSuchField } }' });
      expect((await post(broken)).status).toBe(400);
      expect((await post(broken)).status).toBe(400);
      const malformed = await post('{"query": ');
      expect(malformed.status).toBe(400);
      expect(reachedApp).toBe(5);
    });
  });
});
