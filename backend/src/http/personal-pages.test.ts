import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLinkSecret } from '../modules/mail/index.js';
import { Subscriber, subscriberLinks, SUBSCRIPTION_PATHS } from '../modules/subscribers/index.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.js';
import { serveBehindFrontDoor, standInRenderer, testResponseCaches } from '../test/front-door.js';
import { testSiteRoutes } from '../test/site-routes.js';

/**
 * A subscriber's pages (confirm, unsubscribe, preferences) are personal: whatever the caches hold
 * for other pages, each request is rendered for its own token, sent no-store and noindex, and
 * nothing keyed by path (the page cache, the front door, the GraphQL query cache) keeps it.
 */
let t: TestApp;
let server: Awaited<ReturnType<typeof serveBehindFrontDoor>>;
let base: string;
const caches = testResponseCaches();
let rendered = 0;
let reachedApp = 0;

const source = standInRenderer(
  // As the real one: personal pages keep their token, every other page is its path.
  (url) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const token = searchParams.get('token');
    return testSiteRoutes.personalPaths.includes(pathname) && token !== null
      ? `${pathname}?token=${encodeURIComponent(token)}`
      : pathname;
  },
  async ({ url }) => {
    rendered++;
    const token = new URL(url, 'http://page.invalid').searchParams.get('token');
    return { html: `<p>page of ${token ?? 'nobody'}</p>` };
  },
);

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings', caches, renderer: { source } });
  server = await serveBehindFrontDoor(t.app, caches, () => reachedApp++);
  base = server.base;
});
afterAll(async () => {
  await server?.close();
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
