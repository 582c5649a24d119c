import express, { Router, type Request } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Vite puts content-hashed files under /assets: they never change, so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsHtml(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html'
  );
}

/**
 * Serves the built React app: static files, and the app shell (index.html) for client routes.
 * Paths under /api and /graphql never reach this router.
 */
export function frontendRoutes(distDir: string): Router {
  const router = Router();
  const indexHtml = join(distDir, 'index.html');

  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), {
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.use((req, res, next) => {
    if (!wantsHtml(req)) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send('The site has not been built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
