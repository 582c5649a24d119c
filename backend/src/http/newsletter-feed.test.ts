import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges } from '../db/content-changes.js';
import { createLogger } from '../logger.js';
import { COMPANY } from '../modules/company/index.js';
import { PUBLIC_ENTITIES } from '../modules/index.js';
import { NewsletterService } from '../modules/newsletters/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { makeNewsletter } from '../test/factories.js';
import { adminToken } from '../test/graphql.js';
import { hiddenEditions, publish } from '../test/newsletters.js';
import { testSiteRoutes } from '../test/site-routes.js';
import type { ResponseCaches } from './cache-front-door.js';
import { NEWSLETTER_FEEDS } from './newsletter-feed.js';
import { ResponseCache } from './response-cache.js';
import { pageTemplate } from './page-csp.js';
import type { RendererSource, ServerEntry } from './ssr.js';

const SITE = 'https://www.example.com';

/** The server bundle's route table is all the feed reads of it. */
const entry: ServerEntry = {
  pageKey: (url) => url,
  render: () => Promise.reject(new Error('the feeds render no page')),
  siteRoutes: testSiteRoutes,
};
const source: RendererSource = { template: async () => pageTemplate(''), entry: async () => entry };

let t: TestApp;
let token: string;
let changes: ContentChanges;
// Real caches cleared by real change notices, as server.ts wires them: "appears at the next
// request" must hold through the cache, not only without one.
const caches: ResponseCaches = {
  pages: new ResponseCache({ ttlSeconds: 600, maxEntries: 100 }),
  reads: new ResponseCache({ ttlSeconds: 600, maxEntries: 100 }),
  graphql: new ResponseCache({ ttlSeconds: 0, maxEntries: 0 }),
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE }, { seed: 'settings', caches, renderer: { source } });
  // Three editions a season apart.
  for (const month of ['2024-10', '2025-01', '2025-04']) {
    await makeNewsletter(t.db, { date: new Date(`${month}-15T18:00:00Z`) });
  }
  changes = new ContentChanges(t.db.orm, {
    isPublicContent: (name) => PUBLIC_ENTITIES.has(name),
    logger: createLogger('silent'),
  });
  await changes.start();
  changes.onChange(() => {
    caches.pages.clear();
    caches.reads.clear();
  });
  token = await adminToken(t.app);
});
afterAll(async () => {
  await changes.close();
  await t.close();
});

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface RssItem {
  title: string;
  link: string;
  guid: string | { '#text': string };
  description: string;
  pubDate: string;
  enclosure?: { '@url': string; '@type': string };
}
interface AtomEntry {
  title: string | { '#text': string };
  id: string;
  link: { '@href': string; '@rel'?: string; '@type'?: string }[];
  summary: string | { '#text': string };
  published: string;
  updated: string;
}

async function rss() {
  const res = await request(t.app).get(NEWSLETTER_FEEDS.rss).expect(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const channel = xml.parse(res.text).rss.channel;
  return { res, channel, items: asList<RssItem>(channel.item) };
}

async function atom() {
  const res = await request(t.app).get(NEWSLETTER_FEEDS.atom).expect(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const feed = xml.parse(res.text).feed;
  const entries = asList<AtomEntry>(feed.entry).map((e) => ({ ...e, link: asList(e.link) }));
  return { res, feed, entries };
}

const text = (value: string | { '#text': string }) =>
  typeof value === 'string' ? value : value['#text'];

describe('the newsletter feeds', () => {
  it('serves RSS 2.0 of the editions visitors see, newest first, with absolute links', async () => {
    const visible = await new NewsletterService(t.db.orm.em.fork()).list();
    expect(visible.length).toBeGreaterThanOrEqual(3);
    const { res, channel, items } = await rss();
    expect(res.type).toBe('application/rss+xml');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"/);
    expect(channel.title).toBe(`${COMPANY.name} Newsletter`);
    expect(channel.link).toBe(`${SITE}/newsletter`);
    expect(items.map((i) => i.link)).toEqual(visible.map((n) => `${SITE}/newsletter/${n.id}`));
    const [newest] = visible;
    expect(items[0]).toMatchObject({
      title: newest.title,
      description: newest.summary,
      pubDate: newest.date.toUTCString(),
      enclosure: { '@url': `${SITE}/og/newsletter/${newest.id}.jpeg`, '@type': 'image/jpeg' },
    });
  });

  it('serves Atom 1.0 with publication and update dates', async () => {
    const visible = await new NewsletterService(t.db.orm.em.fork()).list();
    const { res, feed, entries } = await atom();
    expect(res.type).toBe('application/atom+xml');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(text(feed.title)).toBe(`${COMPANY.name} Newsletter`);
    expect(asList(feed.link).map((l: { '@href': string }) => l['@href'])).toContain(
      `${SITE}${NEWSLETTER_FEEDS.atom}`,
    );
    expect(entries.map((e) => e.id)).toEqual(visible.map((n) => `${SITE}/newsletter/${n.id}`));
    const [newest] = visible;
    const updated = newest.date > newest.updatedAt ? newest.date : newest.updatedAt;
    expect(entries[0]).toMatchObject({
      published: newest.date.toISOString(),
      updated: updated.toISOString(),
    });
    expect(text(entries[0].summary)).toBe(newest.summary);
    expect(entries[0].link).toContainEqual(
      expect.objectContaining({
        '@rel': 'enclosure',
        '@href': `${SITE}/og/newsletter/${newest.id}.jpeg`,
        '@type': 'image/jpeg',
      }),
    );
  });

  it('leaves drafts and scheduled editions out, and shows a published one at the next request', async () => {
    const before = await rss();
    // Served from the cache now: unchanged content answers 304 to the validator.
    await request(t.app)
      .get(NEWSLETTER_FEEDS.rss)
      .set('if-none-match', before.res.headers.etag)
      .expect(304);

    const { draft, scheduled } = await hiddenEditions(t.app, token);
    const [rssNow, atomNow] = await Promise.all([rss(), atom()]);
    expect(rssNow.items.map((i) => i.title)).not.toContain(draft.title);
    expect(rssNow.items.map((i) => i.title)).not.toContain(scheduled.title);
    expect(atomNow.entries.map((e) => text(e.title))).not.toContain(draft.title);
    expect(atomNow.entries.map((e) => text(e.title))).not.toContain(scheduled.title);

    const published = await publish(t.app, token, draft);
    expect(published.state).toBe('PUBLISHED');
    const after = await rss();
    // Its date is now: the newest edition, first in the feed.
    expect(after.items[0]).toMatchObject({
      title: draft.title,
      link: `${SITE}/newsletter/${draft.id}`,
    });
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect((await atom()).entries[0].id).toBe(`${SITE}/newsletter/${draft.id}`);
    expect(after.items.map((i) => i.title)).not.toContain(scheduled.title);
  });
});
