import express, { Router, type Request, type RequestHandler } from 'express';
import { companyToday } from '../common/calendar.js';
import { escapeMarkup } from '../common/markup.js';
import type { Logger } from '../logger.js';
import { COMPANY } from '../modules/company/index.js';
import { ServiceUnavailableError } from '../common/errors.js';
import { answerOf } from '../graphql/answer-marks.js';
import { DATABASE_RETRY_AFTER_SECONDS, unavailableErrorOfDatabase } from '../db/unavailable.js';
import { SCRIPTLESS_PAGE_POLICY, sendHtml, type PageTemplate } from './page-csp.js';
import { prepareResponse, sendPrepared, type ResponseCache } from './response-cache.js';
import { sendServiceUnavailablePage, watchAvailability } from './unavailable-page.js';
import { pageScriptsMeta, stylesheetLinks, withDeferredStyles } from './page-styles.js';
import { precompressedAssets } from './precompressed.js';
import { fillTemplate, requestUrl, type RendererSource, type ServerEntry } from './ssr.js';

/** Vite puts content-hashed files under /assets: they never change, so they may be cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Server-rendered pages change when content does: browsers and proxies may store them but ask
 * again each time, and a matching ETag answers 304 with no body, so a visit after a content change
 * always shows it and an unchanged page costs a round trip, not the page.
 */
const PAGE_CACHE = 'public, no-cache';
const HTML = 'text/html; charset=utf-8';
const SITE_NAME = COMPANY.name;

function wantsHtml(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html'
  );
}

/**
 * True for `base` and the paths below it. The admin area (its prefix comes from the frontend's
 * route table) is rendered in the browser only and kept out of search engines.
 */
export function isWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The admin area's empty, noindex app shell: its pages are rendered in the browser. */
function adminShell(template: string, siteUrl: string): string {
  const state = JSON.stringify({ siteUrl }).replace(/</g, '\\u003c');
  const head = `<title>Admin | ${escapeMarkup(SITE_NAME)}</title>\n<meta name="robots" content="noindex, nofollow">`;
  return fillTemplate(template, { head, state });
}

/** A page for real faults: friendly, self-contained, no stack trace. */
export function serverErrorPage(): string {
  return `<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Something went wrong | ${escapeMarkup(SITE_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f7f5ef;color:#1f2a1f;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}a{color:#2f6b2f}</style></head>
<body><main><h1>Something went wrong</h1><p>Sorry, this page could not be shown because of a problem on our side. Please try again in a moment.</p><p><a href="/">Return to Home</a></p></main></body></html>`;
}

export interface FrontendDeps {
  /** frontend/dist: `client/` is served as files; `server/` holds the renderer. */
  distDir: string;
  siteUrl: string;
  logger: Logger;
  source: RendererSource;
  /** Makes the in-process GraphQL executor for one request. */
  executorFor: (req: Request) => Parameters<ServerEntry['render']>[0]['execute'];
  /** Rendered public pages, keyed by `ServerEntry.pageKey`; cleared by content writes. */
  pageCache: ResponseCache;
}

/**
 * Serves the React app: built files, and for page requests complete HTML rendered on the server
 * (content, metadata, status, data for hydration). Admin pages get the empty app shell with
 * `noindex`. Paths under /api and /graphql never reach this router.
 */
export function frontendRoutes({
  distDir,
  siteUrl,
  logger,
  source,
  executorFor,
  pageCache,
}: FrontendDeps): Router {
  const router = Router();
  const clientDir = `${distDir}/client`;
  router.use('/assets', (req, res, next) =>
    req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next(),
  );
  router.use('/assets', precompressedAssets(`${clientDir}/assets`, IMMUTABLE));
  router.use(
    '/assets',
    express.static(`${clientDir}/assets`, {
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
  );
  // `redirect: false`: a folder of files (dist/client/apps/, the farm tools' service worker) must
  // not turn its page's path into a redirect to the folder (/apps → /apps/).
  const clientFiles = express.static(clientDir, { index: false, redirect: false, maxAge: '1h' });
  router.use((req, res, next) => {
    // The raw page template is no page: /index.html is rendered as any path (the site's 404).
    // Source maps, if a local build made any, are never published.
    if (req.path === '/index.html' || req.path.endsWith('.map')) return next();
    return clientFiles(req, res, next);
  });

  const renderPage: RequestHandler = async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const url = requestUrl(req);
    let template: PageTemplate;
    try {
      template = await source.template(url);
    } catch (error) {
      // A template that is there but unusable (page-csp.ts refuses it) is a fault, not "not built".
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
      res
        .status(503)
        .type('text/plain')
        .send('The site has not been built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    try {
      const entry = await source.entry();
      if (isWithin(req.path, entry.siteRoutes.adminPath)) {
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        sendHtml(res, adminShell(template.html, siteUrl), template.policy);
        return;
      }
      // Personal pages (a subscriber's confirm, unsubscribe and preferences links) differ per
      // token: rendered afresh from the whole address every time, never kept by any cache (here,
      // the front door, a browser or a proxy) and never indexed.
      const personal = entry.siteRoutes.personalPaths.includes(req.path);
      // A page is the same for every visitor (admin tokens play no part in public pages), so its
      // key is the whole of what it depends on: the path and the query parameters pages read. It
      // is rendered from that key, so a tracking tag or a cache-busting query string gets the
      // cached page. Only a complete 200 is kept: a data error, a 404 or a fault is answered but
      // rendered afresh next time.
      const key = entry.pageKey(url);
      const produce = async () => {
        // A page whose data the database could not give is a 503, never cached (see below).
        const availability = watchAvailability(executorFor(req));
        const execute = availability.execute;
        let dataError = false;
        const rendered = await entry
          .render({
            url: key,
            siteUrl,
            renderedOn: companyToday(),
            execute: async (request) => {
              const result = await execute(request);
              if (result.errors?.length) dataError = true;
              return result;
            },
          })
          .catch((error: unknown) => {
            throw availability.unavailable()
              ? new ServiceUnavailableError(DATABASE_RETRY_AFTER_SECONDS)
              : error;
          });
        if (availability.unavailable()) {
          throw new ServiceUnavailableError(DATABASE_RETRY_AFTER_SECONDS);
        }
        const headSheets = (await source.stylesheets?.(rendered.modules)) ?? [];
        const deferred = new Map<string, string[]>();
        for (const key of rendered.deferredModules) {
          const sheets = (await source.stylesheets?.([key])) ?? [];
          deferred.set(
            key,
            sheets.filter((href) => !headSheets.includes(href)),
          );
        }
        const scripts = (await source.scripts?.(rendered.modules)) ?? [];
        const styles = [stylesheetLinks(headSheets), pageScriptsMeta(scripts)]
          .filter(Boolean)
          .join('\n');
        const html = withDeferredStyles(rendered.html, deferred);
        // A page whose data is transient (a forecast still being fetched) is answered, not kept:
        // the visitor's next ask ("Check again", with JavaScript or without) finds what has
        // arrived since.
        const ok = rendered.status === 200 && !dataError && !answerOf(req).transient;
        const cacheControl = personal
          ? 'no-store'
          : rendered.status === 200
            ? PAGE_CACHE
            : 'no-cache';
        return {
          response: prepareResponse(
            fillTemplate(template.html, { ...rendered, html, styles }),
            HTML,
            cacheControl,
            rendered.status,
            { 'Content-Security-Policy': template.policy },
          ),
          cacheable: ok && !personal,
        };
      };
      const page = personal
        ? (await produce()).response
        : await pageCache.getOrProduce(key, produce);
      if (personal) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      sendPrepared(req, res, page);
    } catch (error) {
      const unavailable =
        error instanceof ServiceUnavailableError ? error : unavailableErrorOfDatabase(error);
      if (unavailable) {
        sendServiceUnavailablePage(res, unavailable);
        return;
      }
      if (error instanceof Error) source.fixStack?.(error);
      (req.log ?? logger).error({ err: error, url }, 'server rendering failed');
      res.status(500).setHeader('Cache-Control', 'no-store');
      sendHtml(res, serverErrorPage(), SCRIPTLESS_PAGE_POLICY);
    }
  };
  router.use(renderPage);
  return router;
}
