import type { RequestHandler } from 'express';
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** What the build compresses (frontend/build/precompress-assets.ts), and how it names each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A built asset's name: content-hashed, one segment, of a type the build compresses. */
const ASSET = /^[\w.-]+\.(?:js|css|svg|json|txt)$/;

/**
 * Sends a built asset's compressed twin (`<name>.br`, `<name>.gz`, written once by the build) to a
 * browser that accepts it, with the asset's own type and caching; anything else goes on to
 * `express.static`, and the app's `compression` then leaves alone what is already encoded.
 * Compressing each script and stylesheet again per request cost more CPU than a cached page
 * (docs/scaling.md), and at a lower quality. The folder is listed once, at the first request:
 * asset names are content-hashed, so the files never change while they are served, and a
 * request for any other name costs a lookup, never a disk access or memory kept.
 */
export function precompressedAssets(dir: string, cacheControl: string): RequestHandler {
  let listing: Promise<ReadonlySet<string>> | undefined;
  const files = () =>
    (listing ??= readdir(dir).then(
      (names) => new Set(names),
      () => new Set<string>(),
    ));
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET.test(name)) return next();
    files().then((present) => {
      // The answer depends on Accept-Encoding whichever file is sent.
      res.vary('Accept-Encoding');
      // Brotli first, whatever order the browser lists them in (Chrome: gzip, deflate, br, zstd).
      const chosen = req.headers['accept-encoding']
        ? ENCODINGS.find(
            ({ name: encoding, suffix }) =>
              present.has(name + suffix) && req.acceptsEncodings(encoding) === encoding,
          )
        : undefined;
      if (!chosen) return next();
      res.setHeader('Content-Encoding', chosen.name);
      res.type(extname(name));
      res.setHeader('Cache-Control', cacheControl);
      res.sendFile(join(dir, name + chosen.suffix), { cacheControl: false }, (error) => {
        // The twin went away (a rebuild under a running server): the plain file instead.
        if (error && !res.headersSent) {
          res.removeHeader('Content-Encoding');
          next();
        }
      });
    }, next);
  };
}
