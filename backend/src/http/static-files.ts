import express, { Router } from 'express';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../config.js';

export { PUBLIC_DIR };

/**
 * Serves /images, /documents and /newsletters. The files are not content-hashed, so they are cached
 * for a day and revalidated by ETag after that. Unknown files fall through (to the site's 404).
 */
export function publicFiles(): Router {
  const router = Router();
  for (const folder of ['images', 'documents', 'newsletters']) {
    router.use(
      `/${folder}`,
      express.static(join(PUBLIC_DIR, folder), {
        index: false,
        redirect: false,
        maxAge: '1d',
        setHeaders: (res, path) => {
          if (path.endsWith('.svg')) res.setHeader('Content-Type', 'image/svg+xml');
          // An SVG opened directly must not run scripts; a PDF is a download, not a page.
          res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        },
      }),
    );
  }
  return router;
}
