import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { SessionCookieJar } from '../modules/auth/index.js';

/**
 * The admin's browser session cookie (issue 25, part 5). It holds an opaque token whose SHA-256
 * keys a row of `admin_sessions`: HttpOnly (no page script reads it), SameSite=Strict (no other
 * site's page sends it), Path=/ and, outside localhost, Secure under the `__Host-` prefix (no
 * subdomain can set or shadow it). On http://localhost and 127.0.0.1 it goes without Secure, so
 * `npm start` works as it is.
 */
export const SESSION_COOKIE = 'pe_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const CROSS_SITE_REFUSED =
  'Cross-site request refused: the admin session only works from this site’s own pages.';
export const HTTPS_REQUIRED =
  'Signing in to the admin needs HTTPS (or http://localhost): open the admin over https://.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of cookie `name` in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}

/** A session cookie of either name came (whether or not it is the one this address uses). */
function anySessionCookie(req: IncomingMessage): boolean {
  const header = req.headers.cookie;
  return (
    cookieValue(header, SECURE_SESSION_COOKIE) !== undefined ||
    cookieValue(header, SESSION_COOKIE) !== undefined
  );
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * This machine's own browser over plain http (`npm start`): a loopback address and no proxy in
 * between. A proxy that sends `Host: 127.0.0.1` still adds a forwarding header, so a public site
 * behind one (even without TRUST_PROXY) gets the Secure cookie; a client that adds such a header
 * itself only makes its own cookie stricter.
 */
function isLocal(req: Request): boolean {
  const { headers } = req;
  const proxied =
    headers.forwarded !== undefined ||
    headers['x-forwarded-for'] !== undefined ||
    headers['x-forwarded-proto'] !== undefined ||
    headers['x-forwarded-host'] !== undefined;
  return !req.secure && !proxied && isLoopback(req.hostname);
}

/**
 * The session token a browser sent in the cookie this address uses, or undefined. Only that
 * name counts: outside localhost a plain `pe_session` (which a sibling subdomain could plant) is
 * ignored, as the `__Host-` prefix is what guarantees the site set its cookie itself.
 */
export function sessionCookieOf(req: Request): string | undefined {
  return cookieValue(req.headers.cookie, isLocal(req) ? SESSION_COOKIE : SECURE_SESSION_COOKIE);
}

/**
 * The request speaks for someone (a bearer token or a session cookie of either name): its answer
 * is never read from nor written to a cache shared between visitors.
 */
export function carriesCredentials(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization) || anySessionCookie(req);
}

/**
 * The cookie jar of one GraphQL answer. Over plain http away from localhost a Secure cookie would
 * be dropped by the browser, so sign-in is refused there with a clear message (`refusal`) instead
 * of seeming to work and then failing.
 */
export function cookieJar(req: Request, res: Response): SessionCookieJar {
  const local = isLocal(req);
  const name = local ? SESSION_COOKIE : SECURE_SESSION_COOKIE;
  const options = { httpOnly: true, sameSite: 'strict', secure: !local, path: '/' } as const;
  return {
    refusal: !req.secure && !local ? HTTPS_REQUIRED : undefined,
    set(token, expiresAt) {
      res.cookie(name, token, { ...options, expires: expiresAt });
    },
    clear() {
      res.clearCookie(name, options);
    },
  };
}

/**
 * The CSRF defence beside SameSite=Strict: a state-changing request (any method but GET, HEAD and
 * OPTIONS) that carries the session cookie must come from this site's own pages. Its `Origin`
 * must be PUBLIC_URL's or the address it was sent to; without `Origin` (an old browser), its
 * `Sec-Fetch-Site` must say same-origin. A request with neither is no browser's cross-site form or
 * fetch and goes on. Refused requests get 403 FORBIDDEN, as JSON of the route's kind.
 */
export function refuseCrossSiteCookies(publicUrl: string): RequestHandler {
  const site = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !anySessionCookie(req)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const crossSite =
      origin !== undefined
        ? origin !== site && origin !== `${req.protocol}://${req.get('host') ?? ''}`
        : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (!crossSite) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.status(403);
    if (req.path === '/graphql' || req.path.startsWith('/graphql/')) {
      res.json({ errors: [{ message: CROSS_SITE_REFUSED, extensions: { code: 'FORBIDDEN' } }] });
    } else {
      res.json({ message: CROSS_SITE_REFUSED });
    }
  };
}
