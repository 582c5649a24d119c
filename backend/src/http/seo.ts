import { Router } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { NewsletterService } from '../modules/newsletters/index.js';
import { ProductService } from '../modules/products/index.js';
import { escapeMarkup } from '../common/markup.js';

/**
 * The public pages search engines should index. Aliases (/solutions...) and the placeholder test
 * pages are left out: aliases point their canonical link at the main address, test pages are noindex.
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/soil-diagnostics',
  '/products',
  '/technologies/micro-extraction',
  '/technologies/nanosorb',
  '/soil-diagnostics/technology',
  '/soil-diagnostics/micro-xtraction',
  '/soil-diagnostics/nanosorb',
  '/videos',
  '/newsletter',
  '/certifications',
  '/documentation',
  '/contact',
  '/apps',
  '/integrated-apps',
  '/privacy-policy',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /graphql',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeMarkup(`${siteUrl}${path}`)}</loc>`;
    const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url>${loc}${mod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every public page, product and newsletter, with the date its content last changed. */
export async function sitemapEntries(em: EntityManager): Promise<SitemapEntry[]> {
  const [products, newsletters] = await Promise.all([
    new ProductService(em).list(),
    new NewsletterService(em.fork()).list(),
  ]);
  const latest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
  const productsChanged = latest(products.map((p) => p.updatedAt));
  const newslettersChanged = latest(newsletters.map((n) => n.updatedAt));
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({
      path,
      lastmod:
        path === '/products' || path === '/soil-diagnostics'
          ? productsChanged
          : path === '/newsletter'
            ? newslettersChanged
            : undefined,
    })),
    ...products.map((p) => ({ path: `/products/${p.id}`, lastmod: p.updatedAt })),
    ...newsletters.map((n) => ({ path: `/newsletter/${n.id}`, lastmod: n.updatedAt })),
  ];
}

/** GET /robots.txt and GET /sitemap.xml (built from the database on each request). */
export function seoRoutes(siteUrl: string, orm: MikroORM): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(siteUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const entries = await sitemapEntries(orm.em.fork());
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(sitemapXml(siteUrl, entries));
  });
  return router;
}
