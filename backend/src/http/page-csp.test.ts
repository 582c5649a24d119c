import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testSiteRoutes } from '../test/site-routes.js';
import { securityHeaders } from './app.js';
import { cacheFrontDoor, headersSetBy, type ResponseCaches } from './cache-front-door.js';
import { NONCE_SLOT } from './page-csp.js';
import { ResponseCache } from './response-cache.js';
import type { RendererSource, ServerEntry } from './ssr.js';

/** Like the built template: an inline entry loader in the head, the page and its state. */
const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><script type="module">import("/assets/index.js");</script>' +
  '</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/** A page whose content tries to be a script, and to guess the nonce slot. */
const entry: ServerEntry = {
  pageKey: (url) => new URL(url, 'http://page.invalid').pathname,
  async render({ url }) {
    if (url === '/boom') throw new Error('renderer exploded');
    return {
      status: url === '/missing' ? 404 : 200,
      html: `<h1>Products</h1><p>&lt;script nonce=&quot;${'x'}&quot;&gt; nonce-slot-guess</p>`,
      head: '<title>Page</title><script type="application/ld+json">{"@type":"Organization"}</script>',
      state: '{"siteUrl":"https://www.example.com"}',
      passes: 1,
    };
  },
  siteRoutes: testSiteRoutes,
};
const source: RendererSource = { template: async () => TEMPLATE, entry: async () => entry };

let t: TestApp;
let caches: ResponseCaches;
/** The app behind the cache front door, as server.ts serves it. */
let handler: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  const options = { ttlSeconds: 60, maxEntries: 10 };
  caches = {
    pages: new ResponseCache(options),
    reads: new ResponseCache(options),
    graphql: new ResponseCache(options),
  };
  t = await createTestApp(
    { PUBLIC_URL: 'https://www.example.com' },
    { renderer: { source }, caches },
  );
  const fromCache = cacheFrontDoor(caches, headersSetBy(securityHeaders()), createLogger('silent'));
  handler = (req, res) => {
    const served = fromCache(req, res);
    if (served === false) t.app(req, res);
    else if (served !== true) void served.then((done) => (done ? undefined : t.app(req, res)));
  };
});
afterAll(() => t.close());

/**
 * The nonce of the answer's policy, after checking the policy is the strict one and that every
 * <script> of the page carries that nonce (the JSON ones included: harmless, and uniform).
 */
function checkedNonce(res: request.Response): string {
  const policy = String(res.headers['content-security-policy'] ?? '');
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
  expect(nonce, `policy: ${policy}`).toBeDefined();
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
  expect(res.text).not.toContain(NONCE_SLOT);
  return nonce!;
}

const html = (path: string) => request(handler).get(path).set('accept', 'text/html');

describe('the Content-Security-Policy of HTML pages', () => {
  it('comes with a public page, with a nonce on the template, head and state scripts', async () => {
    const res = await html('/products').expect(200);
    checkedNonce(res);
    expect(res.text.match(/<script\b/g)).toHaveLength(3);
    // The page's text is not touched.
    expect(res.text).toContain('nonce-slot-guess');
  });

  it('gives a cached page a fresh nonce on every answer, from Express and from the front door', async () => {
    caches.pages.clear();
    const first = await html('/certifications').expect(200);
    expect(caches.pages.size).toBe(1);
    // A hit of the front door (the address as sent), and one of Express (another query string).
    const second = await html('/certifications').expect(200);
    const third = await html('/certifications?utm_source=mail').expect(200);
    const nonces = [first, second, third].map(checkedNonce);
    expect(new Set(nonces).size).toBe(3);
    // Only the nonce differs: the same page, the same validator.
    expect(second.text.replaceAll(nonces[1], nonces[0])).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers a revalidation 304 without a policy, so the stored copy keeps its own', async () => {
    const first = await html('/videos').expect(200);
    checkedNonce(first);
    for (let i = 0; i < 2; i++) {
      // Twice: the second comes from the front door.
      const again = await html('/videos').set('if-none-match', first.headers.etag).expect(304);
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.text).toBe('');
    }
  });

  it('comes with the admin shell', async () => {
    const res = await html('/admin/dashboard').expect(200);
    checkedNonce(res);
    expect(res.text).toContain('id="app-state"');
  });

  it('comes with a not-found page, each time with a new nonce', async () => {
    const first = await html('/missing').expect(404);
    const second = await html('/missing').expect(404);
    expect(checkedNonce(first)).not.toBe(checkedNonce(second));
  });

  it('comes with the error page', async () => {
    const res = await html('/boom').expect(500);
    checkedNonce(res);
  });

  it('is not sent with API answers', async () => {
    const res = await request(handler).get('/api/products').expect(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
