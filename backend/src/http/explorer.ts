import express, { Router, type Request } from 'express';
import { join } from 'node:path';
import { IMMUTABLE } from './frontend.js';

/** Where the explorer's hashed files are served (`base` of frontend/explorer/vite.config.ts). */
export const EXPLORER_ASSETS = '/graphql-explorer/assets';

/**
 * The explorer page's Content-Security-Policy: files and requests of our own origin only, no inline
 * script, no plugins, no <base>, framed only by our own pages. Two exceptions, both found in
 * Chromium's console with the strict policy (and kept as narrow as GraphiQL 5 allows):
 */
export const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Monaco's workers (editor, JSON, GraphQL) are files of the build, started from our origin.
  "worker-src 'self'",
  // Queries, introspection included, go to our /graphql only.
  "connect-src 'self'",
  // Monaco writes its styles at run time: <style> elements (themes, decorations) and `style`
  // attributes in the markup of each line it renders, which no nonce or hash can cover.
  "style-src 'self' 'unsafe-inline'",
  // GraphiQL's stylesheet embeds its fonts (Roboto, Fira Code, Monaco's icons) as data: URLs.
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * True for the requests Apollo answers with a landing page when it has one: a GET whose Accept
 * header prefers HTML to every GraphQL response type (Apollo's `prefersHTML`). `curl` (`*\/*`)
 * and GraphQL clients do not, so their GET and POST requests reach Apollo as before.
 */
function prefersHtml(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!req.headers.accept) return false;
  const types = ['application/json', 'application/graphql-response+json', 'text/html'];
  return req.accepts(types) === 'text/html';
}

/**
 * The self-hosted GraphiQL explorer (frontend/explorer, built into `distDir/explorer`): its page
 * for a browser's GET /graphql and its content-hashed files. Mounted before Apollo, which serves
 * no landing page of its own (graphql/server.ts): everything comes from this server, nothing from
 * a CDN, so the explorer works with no internet connection.
 */
export function explorerRoutes(distDir: string): Router {
  const dir = join(distDir, 'explorer');
  const router = Router();
  router.use(
    EXPLORER_ASSETS,
    express.static(join(dir, 'assets'), {
      index: false,
      redirect: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
  );
  router.get('/graphql', (req, res, next) => {
    if (!prefersHtml(req)) return next();
    // The page names this build's hashed files: browsers must ask again each time (a 304 when
    // unchanged) so that a new build is picked up at once.
    const headers = { 'Cache-Control': 'no-cache', 'Content-Security-Policy': EXPLORER_CSP };
    res.sendFile('index.html', { root: dir, headers, cacheControl: false }, (error?: Error) => {
      if (!error || res.headersSent) return;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
      res
        .status(503)
        .type('text/plain')
        .send('The GraphQL explorer has not been built yet: run `npm run build`.');
    });
  });
  return router;
}
