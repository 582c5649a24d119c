import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { mailLinkSecret } from '../modules/mail/index.js';
import { Subscriber, subscriberLinks, SUBSCRIPTION_PATHS } from '../modules/subscribers/index.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.js';
import { testSiteRoutes } from '../test/site-routes.js';
import { securityHeaders } from './app.js';
import { cacheFrontDoor, headersSetBy, type ResponseCaches } from './cache-front-door.js';
import { ResponseCache } from './response-cache.js';
import { pageTemplate } from './page-csp.js';
import type { RendererSource, ServerEntry } from './ssr.js';

/**
 * A subscriber's pages (confirm, unsubscribe, preferences) are personal: whatever the caches hold
 * for other pages, each request is rendered for its own token, sent no-store and noindex, and
 * nothing keyed by path (the page cache, the front door, the GraphQL query cache) keeps it.
 */
const TEMPLATE =
  '<html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>';

let t: TestApp;
let server: Server;
let base: string;
let caches: ResponseCaches;
let rendered = 0;
let reachedApp = 0;

const entry: ServerEntry = {
  // As the real one: personal pages keep their token, every other page is its path.
  pageKey(url) {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const token = searchParams.get('token');
    return testSiteRoutes.personalPaths.includes(pathname) && token !== null
      ? `${pathname}?token=${encodeURIComponent(token)}`
      : pathname;
  },
  async render({ url }) {
    rendered++;
    const token = new URL(url, 'http://page.invalid').searchParams.get('token');
    return {
      status: 200,
      html: `<p>page of ${token ?? 'nobody'}</p>`,
      head: '<title>Page</title>',
      state: '{}',
      passes: 1,
      modules: [],
      deferredModules: [],
    };
  },
  siteRoutes: testSiteRoutes,
};
const source: RendererSource = {
  template: async () => pageTemplate(TEMPLATE),
  entry: async () => entry,
};

beforeAll(async () => {
  const options = { ttlSeconds: 60, maxEntries: 100 };
  caches = {
    pages: new ResponseCache(options),
    reads: new ResponseCache(options),
    graphql: new ResponseCache(options),
  };
  t = await createTestApp({}, { seed: 'settings', caches, renderer: { source } });
  const fromCache = cacheFrontDoor(caches, headersSetBy(securityHeaders()), createLogger('silent'));
  server = createServer(async (req, res) => {
    if (await fromCache(req, res)) return;
    reachedApp++;
    t.app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const page = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html' } });

describe('personal pages', () => {
  it('are the paths the subscriber e-mails link to', () => {
    expect(testSiteRoutes.personalPaths).toEqual([
      SUBSCRIPTION_PATHS.confirm,
      SUBSCRIPTION_PATHS.unsubscribe,
      SUBSCRIPTION_PATHS.preferences,
    ]);
  });

  it('render each token its own page, no-store and noindex, and cache none of them', async () => {
    for (const path of testSiteRoutes.personalPaths) {
      rendered = 0;
      reachedApp = 0;
      const first = await page(`${path}?token=alice`);
      const second = await page(`${path}?token=bob`);
      const again = await page(`${path}?token=alice`);
      expect(await first.text()).toContain('page of alice');
      expect(await second.text()).toContain('page of bob');
      expect(await again.text()).toContain('page of alice');
      for (const res of [first, second, again]) {
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      }
      // Every request rendered afresh in the app: no cache answered any of them.
      expect(rendered).toBe(3);
      expect(reachedApp).toBe(3);
    }
    expect(caches.pages.size).toBe(0);
  });

  it('while a public page is still cached as before', async () => {
    rendered = 0;
    await page('/videos');
    const cached = await page('/videos');
    expect(cached.headers.get('cache-control')).toBe('public, no-cache');
    expect(rendered).toBe(1);
  });

  it("never keeps a link's GraphQL answer in the query cache", async () => {
    const em = t.db.orm.em.fork();
    const subscriber = em.create(Subscriber, { email: 'private@example.com' });
    await em.flush();
    const links = subscriberLinks({
      publicUrl: 'http://localhost:3000',
      linkSecret: mailLinkSecret(TEST_JWT_SECRET),
    });
    const body = JSON.stringify({
      query:
        'query($token: String!) { newsletterSubscription(token: $token) { subscription { email status } problem } }',
      variables: { token: links.signer.sign(subscriber.id, 'preferences') },
    });
    const post = () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    reachedApp = 0;
    const first = await post();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(((await first.json()) as { data: unknown }).data).toEqual({
      newsletterSubscription: {
        subscription: { email: 'private@example.com', status: 'PENDING' },
        problem: null,
      },
    });
    await post();
    expect(reachedApp).toBe(2);
    expect(caches.graphql.size).toBe(0);
  });
});
