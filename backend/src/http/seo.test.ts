import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Newsletter, NewsletterStatus } from '../modules/newsletters/index.js';
import { Product } from '../modules/products/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { makeNewsletter, makeProduct } from '../test/factories.js';
import { testSiteRoutes } from '../test/site-routes.js';
import { seoRoutes } from './seo.js';
import { pageTemplate } from './page-csp.js';
import type { RendererSource, ServerEntry, SiteRoutes } from './ssr.js';

const SITE = 'https://www.example.com';

/**
 * The frontend's route table as its server bundle exports it, with one page more than the site
 * has and product paths of its own: what the sitemap lists can only have come from the bundle.
 */
const siteRoutes: SiteRoutes = {
  ...testSiteRoutes,
  sitemap: [...testSiteRoutes.sitemap, { path: '/harvest-report' }],
  productPath: (id) => `/catalogue/${id}`,
  adminPath: '/back-office',
};

/** A stand-in for the loaded render module: only its route table is read here. */
function fakeRenderer(routes: SiteRoutes): RendererSource {
  const entry: ServerEntry = {
    pageKey: (url) => url,
    render: () => Promise.reject(new Error('robots.txt and the sitemap render no page')),
    siteRoutes: routes,
  };
  return { template: async () => pageTemplate(''), entry: async () => entry };
}

let db: TestDatabase;
let app: Express;
beforeAll(async () => {
  db = await createTestDatabase({ seed: 'settings' });
  await makeProduct(db);
  await makeProduct(db);
  await makeNewsletter(db, { date: new Date('2025-01-15T18:00:00Z') });
  await makeNewsletter(db, { date: new Date('2025-02-15T18:00:00Z') });
  app = express();
  app.use(seoRoutes(SITE, db.orm, fakeRenderer(siteRoutes)));
});
afterAll(() => db.drop());

const day = (date: Date) => date.toISOString().slice(0, 10);
const latest = (dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the admin area and the API, and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain(
      'User-agent: *\nAllow: /\nDisallow: /back-office\nDisallow: /graphql\nDisallow: /api/',
    );
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('has the sitemap revalidated on every request, so a change shows at the next one', async () => {
    const first = await request(app).get('/sitemap.xml').expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    await request(app).get('/sitemap.xml').set('If-None-Match', etag).expect(304);
    const em = db.orm.em.fork();
    const edition = em.create(Newsletter, {
      title: 'Sitemap Revalidation Check',
      date: new Date('2020-01-01T12:00:00Z'),
      summary: 'A test edition.',
      content: 'Text.',
      imageUrl: '',
      status: NewsletterStatus.PUBLISHED,
    });
    await em.flush();
    try {
      const next = await request(app).get('/sitemap.xml').set('If-None-Match', etag).expect(200);
      expect(next.text).toContain(`/newsletter/${edition.id}`);
    } finally {
      await em.remove(edition).flush();
    }
  });

  it("lists the route table's pages, then every product and newsletter, with its last change", async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.type).toBe('application/xml');
    const em = db.orm.em.fork();
    const products = await em.find(Product, {});
    const newsletters = await em.find(Newsletter, {});
    expect(products).toHaveLength(2);
    expect(newsletters).toHaveLength(2);
    const productsChanged = day(latest(products.map((p) => p.updatedAt)));
    const newslettersChanged = day(latest(newsletters.map((n) => n.updatedAt)));
    const url = (path: string, lastmod?: string) =>
      `  <url><loc>${SITE}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    expect(res.text).toContain(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url('/'),
        url('/soil-diagnostics', productsChanged),
        url('/products', productsChanged),
        url('/videos'),
        url('/newsletter', newslettersChanged),
        url('/contact'),
        url('/privacy-policy'),
        url('/harvest-report'),
      ].join('\n'),
    );
    for (const product of products) {
      expect(res.text).toContain(url(`/catalogue/${product.id}`, day(product.updatedAt)));
    }
    for (const newsletter of newsletters) {
      expect(res.text).toContain(url(`/newsletter/${newsletter.id}`, day(newsletter.updatedAt)));
    }
    expect(res.text).not.toContain('/products/');
    expect(res.text).toMatch(/<\/urlset>\n$/);
  });
});
