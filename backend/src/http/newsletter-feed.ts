import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { Feed } from 'feed';
import { COMPANY } from '../modules/company/index.js';
import { NewsletterService, type Newsletter } from '../modules/newsletters/index.js';
import { entityManagerPerRequest, requestEm } from './request-context.js';
import { cachedReads, type ResponseCache } from './response-cache.js';
import { newsletterChanged } from './seo.js';
import { sharingImagePath } from './sharing-images.js';
import type { RendererSource, SiteRoutes } from './ssr.js';

/**
 * The newsletter's feeds. Beside the list page they link from, so a reader pointed at /newsletter
 * finds them, and outside /api: a feed is a public document, not part of the REST shims. The
 * frontend links them from its head (NEWSLETTER_FEEDS in frontend/src/app/site-routes.ts); the
 * tests of both sides pin these addresses.
 */
export const NEWSLETTER_FEEDS = {
  rss: '/newsletter/feed.xml',
  atom: '/newsletter/atom.xml',
} as const;

/**
 * Stored by browsers and proxies but revalidated each time (ETag, 304 when unchanged), like the
 * REST reads: a feed reader sees a new edition at its next poll, never an hour later.
 */
const FEED_CACHE_CONTROL = 'public, no-cache';

const TITLE = `${COMPANY.name} Newsletter`;
const DESCRIPTION =
  'Monthly agronomy newsletters for prairie growers: fertility planning, soil sampling, seeding and harvest advice.';

/**
 * The feed of the editions visitors see (`newsletters`, newest first): title, link, summary,
 * publication date, last change and the cover as its 1200×630 sharing JPEG (feed readers show an
 * SVG no better than social sites do). Every date comes from the data, never the clock, so an
 * unchanged list gives the same bytes and the same ETag.
 */
export function newsletterFeed(siteUrl: string, routes: SiteRoutes, newsletters: Newsletter[]) {
  const absolute = (path: string) => `${siteUrl}${path}`;
  const changed = newsletters.map(newsletterChanged);
  const feed = new Feed({
    id: absolute(routes.newsletterListPath),
    link: absolute(routes.newsletterListPath),
    title: TITLE,
    description: DESCRIPTION,
    language: 'en-CA',
    copyright: `© ${COMPANY.legalName}`,
    author: { name: COMPANY.name, link: siteUrl },
    updated: new Date(Math.max(0, ...changed.map((d) => d.getTime()))),
    image: absolute('/og-default.jpg'),
    favicon: absolute('/favicon.svg'),
    feedLinks: { rss: absolute(NEWSLETTER_FEEDS.rss), atom: absolute(NEWSLETTER_FEEDS.atom) },
    generator: false,
  });
  newsletters.forEach((newsletter, i) => {
    const link = absolute(routes.newsletterPath(newsletter.id));
    feed.addItem({
      title: newsletter.title,
      id: link,
      link,
      description: newsletter.summary,
      published: newsletter.date,
      date: changed[i],
      ...(newsletter.imageUrl
        ? {
            image: {
              url: absolute(sharingImagePath('newsletter', newsletter.id)),
              type: 'image/jpeg',
            },
          }
        : {}),
    });
  });
  return feed;
}

/**
 * GET /newsletter/feed.xml (RSS 2.0) and /newsletter/atom.xml (Atom 1.0), built from the database
 * on a miss and served from the public reads cache otherwise: the cache every content change
 * clears, and which a scheduled edition's moment clears too (ContentChanges.changesAt).
 */
export function newsletterFeedRoutes(
  siteUrl: string,
  orm: MikroORM,
  source: RendererSource,
  reads: ResponseCache,
): Router {
  const router = Router();
  const build = async (em: ReturnType<typeof requestEm>) => {
    const [newsletters, { siteRoutes }] = await Promise.all([
      new NewsletterService(em).list(),
      source.entry(),
    ]);
    return newsletterFeed(siteUrl, siteRoutes, newsletters);
  };
  const read = [cachedReads(reads), entityManagerPerRequest(orm)];
  router.get(NEWSLETTER_FEEDS.rss, ...read, async (req, res) => {
    const feed = await build(requestEm(req));
    res.type('application/rss+xml').setHeader('Cache-Control', FEED_CACHE_CONTROL);
    res.send(feed.rss2());
  });
  router.get(NEWSLETTER_FEEDS.atom, ...read, async (req, res) => {
    const feed = await build(requestEm(req));
    res.type('application/atom+xml').setHeader('Cache-Control', FEED_CACHE_CONTROL);
    res.send(feed.atom1());
  });
  return router;
}
