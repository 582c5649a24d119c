import { Router } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { NewsletterService } from '../modules/newsletters/index.js';
import { ProductService } from '../modules/products/index.js';
import { escapeMarkup } from '../common/markup.js';
import type { RendererSource, SiteRoutes } from './ssr.js';

export function robotsTxt(siteUrl: string, adminPath: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${adminPath}`,
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

/** A scheduled edition changes its page when it appears, after its last save. */
export function newsletterChanged(newsletter: { updatedAt: Date; date: Date }): Date {
  return newsletter.date > newsletter.updatedAt ? newsletter.date : newsletter.updatedAt;
}

/**
 * The route table's public pages, then every product and newsletter, with the date its content
 * last changed (a page listing products or newsletters changes with them).
 */
export async function sitemapEntries(
  em: EntityManager,
  routes: SiteRoutes,
): Promise<SitemapEntry[]> {
  const [products, newsletters] = await Promise.all([
    new ProductService(em).list(),
    new NewsletterService(em.fork()).list(),
  ]);
  const latest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
  const changed = {
    products: latest(products.map((p) => p.updatedAt)),
    newsletters: latest(newsletters.map(newsletterChanged)),
  };
  return [
    ...routes.sitemap.map(({ path, changesWith }) => ({
      path,
      lastmod: changesWith ? changed[changesWith] : undefined,
    })),
    ...products.map((p) => ({ path: routes.productPath(p.id), lastmod: p.updatedAt })),
    ...newsletters.map((n) => ({
      path: routes.newsletterPath(n.id),
      lastmod: newsletterChanged(n),
    })),
  ];
}

/**
 * The frontend's route table, from the server bundle the pages are rendered with: the site's
 * paths have one home (frontend/src/app/site-routes.ts), and the backend keeps no copy of them.
 */
async function siteRoutesOf(source: RendererSource): Promise<SiteRoutes> {
  return (await source.entry()).siteRoutes;
}

/**
 * GET /robots.txt and GET /sitemap.xml: the pages and the admin prefix from the route table of
 * `source` (the renderer's bundle), products and newsletters from the database on each request.
 */
export function seoRoutes(siteUrl: string, orm: MikroORM, source: RendererSource): Router {
  const router = Router();
  router.get('/robots.txt', async (_req, res) => {
    const { adminPath } = await siteRoutesOf(source);
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(siteUrl, adminPath));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const entries = await sitemapEntries(orm.em.fork(), await siteRoutesOf(source));
    // Revalidated each time (ETag, 304 when unchanged), like the feeds: a crawler or proxy sees
    // a publish or a delete at its next request, with its lastmod, never an hour later.
    res.type('application/xml').setHeader('Cache-Control', 'public, no-cache');
    res.send(sitemapXml(siteUrl, entries));
  });
  return router;
}
