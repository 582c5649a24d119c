import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOf,
  IMAGE_NOT_FOUND,
  UPLOADS_URL_PREFIX,
  type ByteRange,
  type ImageStorage,
  type StoredFile,
} from '../modules/media/index.js';

/** A year, and never revalidated: a name is never reused, so a file never changes at its URL. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The headers `describe` sets, taken back when the file turns out to be gone. */
const FILE_HEADERS = [
  'Cache-Control',
  'Content-Length',
  'Content-Range',
  'ETag',
  'Last-Modified',
  'Content-Type',
  'Accept-Ranges',
  'X-Content-Type-Options',
  'Content-Security-Policy',
  'Content-Disposition',
];

/**
 * The headers of a stored file. Names are generated with the extension of the detected type, so
 * the content type is right; `nosniff` and a CSP that allows nothing keep a browser from treating
 * a file as anything but an image or a PDF.
 */
function describe(res: Response, key: string, file: StoredFile): void {
  res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  res.setHeader('Content-Type', contentTypeOf(key));
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('Content-Disposition', 'inline');
}

/**
 * The one range a request asks for, as `express.static` reads it: undefined for the whole file
 * (no Range, several ranges, a malformed one, or an If-Range that no longer matches), 'none'
 * when no byte of the file is in it (416).
 */
function rangeOf(req: Request, file: StoredFile): ByteRange | 'none' | undefined {
  if (!req.headers.range) return undefined;
  const ifRange = req.get('If-Range');
  if (ifRange) {
    const matches = ifRange.includes('"')
      ? ifRange === file.etag
      : Date.parse(ifRange) >= Math.floor(file.lastModified.getTime() / 1000) * 1000;
    if (!matches) return undefined;
  }
  const ranges = req.range(file.size, { combine: true });
  if (ranges === -1) return 'none';
  if (ranges === undefined || ranges === -2 || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}

/**
 * Serves uploaded images and PDFs at /uploads from the storage driver, whichever it is (the local
 * folder or a bucket), so every replica answers for every file. As `express.static` did: a year
 * of immutable caching, an ETag and Last-Modified (a conditional request gets 304), single byte
 * ranges (206, 416), HEAD. A name that is not a generated upload name, and a missing file, are a
 * plain 404, never cached as a file and never the site's page. A GET without conditions costs one
 * request to a bucket; a conditional one (a browser's revalidation) a HEAD, and the body only
 * when it changed.
 */
export function uploadedFiles(storage: ImageStorage): Router {
  const router = Router();
  const serve: RequestHandler = async (req, res, next) => {
    const key = storage.uploadedName(`${UPLOADS_URL_PREFIX}${String(req.params.name)}`);
    if (!key) return next();
    const { driver } = storage;
    const asksFirst =
      req.method === 'HEAD' ||
      req.headers.range !== undefined ||
      req.headers['if-none-match'] !== undefined ||
      req.headers['if-modified-since'] !== undefined;
    let body: Readable | undefined;
    let file: StoredFile | undefined;
    if (asksFirst) file = await driver.stat(key);
    else {
      const opened = await driver.read(key);
      file = opened;
      body = opened?.body;
    }
    if (!file) return next();
    describe(res, key, file);
    if (req.fresh) {
      body?.destroy();
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
    const range = rangeOf(req, file);
    if (range === 'none') {
      body?.destroy();
      res.removeHeader('Cache-Control');
      res.setHeader('Content-Range', `bytes */${file.size}`);
      res.status(416).end();
      return;
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
      res.setHeader('Content-Length', range.end - range.start + 1);
    } else {
      res.status(200);
      res.setHeader('Content-Length', file.size);
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (!body) {
      const opened = await driver.read(key, range);
      if (!opened) {
        // Deleted since it was measured: a plain 404 after all.
        for (const header of FILE_HEADERS) res.removeHeader(header);
        return next();
      }
      body = opened.body;
    }
    try {
      await pipeline(body, res);
    } catch (error) {
      // Once the answer has begun, all that is left is to cut it short (pipeline did).
      if (!res.headersSent) throw error;
    }
  };
  router.get('/uploads/:name', serve);
  // A deleted or unknown upload is a plain 404, not the site's page.
  router.use('/uploads', (_req, res) => {
    res.status(404).json({ message: IMAGE_NOT_FOUND });
  });
  return router;
}
