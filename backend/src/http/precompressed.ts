import type { RequestHandler } from 'express';
import { access } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** What the build compresses (frontend/build/precompress-assets.ts), and how it names each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** A built asset's name: content-hashed, one segment, of a type the build compresses. */
const ASSET = /^[\w.-]+\.(?:js|css|svg|json|txt)$/;

/**
 * Sends a built asset's compressed twin (`<name>.br`, `<name>.gz`, written once by the build) to a
 * browser that accepts it, with the asset's own type and caching; anything else goes on to
 * `express.static`, and the app's `compression` then leaves alone what is already encoded.
 * Compressing each script and stylesheet again per request cost more CPU than a cached page
 * (docs/scaling.md), and at a lower quality. Which twins exist is looked up once per asset:
 * asset names are content-hashed, so a name's files never change while it is served.
 */
export function precompressedAssets(dir: string, cacheControl: string): RequestHandler {
  const twins = new Map<string, Promise<readonly Encoding[]>>();
  const twinsOf = (name: string) => {
    let found = twins.get(name);
    if (!found) {
      found = Promise.all(
        ENCODINGS.map(({ name: encoding, suffix }) =>
          access(join(dir, name + suffix)).then(
            () => encoding,
            () => undefined,
          ),
        ),
      ).then((list) => list.filter((encoding) => encoding !== undefined));
      twins.set(name, found);
    }
    return found;
  };
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET.test(name)) return next();
    twinsOf(name).then((available) => {
      // The answer depends on Accept-Encoding whichever file is sent.
      res.vary('Accept-Encoding');
      // Brotli first, whatever order the browser lists them in (Chrome: gzip, deflate, br, zstd).
      const chosen = req.headers['accept-encoding']
        ? available.find((encoding) => req.acceptsEncodings(encoding) === encoding)
        : undefined;
      if (!chosen) return next();
      const { suffix } = ENCODINGS.find((encoding) => encoding.name === chosen)!;
      res.setHeader('Content-Encoding', chosen);
      res.type(extname(name));
      res.setHeader('Cache-Control', cacheControl);
      res.sendFile(join(dir, name + suffix), { cacheControl: false, dotfiles: 'deny' }, (error) => {
        if (!error) return;
        // The twin went away (a rebuild under a running server): the plain file instead.
        if (!res.headersSent) {
          res.removeHeader('Content-Encoding');
          twins.delete(name);
          next();
        }
      });
    }, next);
  };
}
