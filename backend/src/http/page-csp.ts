import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, randomFillSync } from 'node:crypto';
import {
  chooseEncoding,
  compress,
  endWith,
  notModified,
  type CachedResponse,
  type ReplyBody,
} from './response-cache.js';

/**
 * The Content-Security-Policy of every HTML page of the site (server-rendered pages, the admin
 * shell, the not-found and error pages; the GraphQL explorer has its own, http/explorer.ts).
 * Scripts run only when they carry this response's nonce, or when such a script loaded them
 * ('strict-dynamic': the entry loader's `import()` and modulepreload links, Vite's lazy route
 * chunks), so markup injected into a page cannot run code even though the admin token lives in
 * localStorage. What else a page may load was found in Chromium's console on every route
 * (e2e/csp.e2e.ts keeps it so):
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // The pages carry `style` attributes (React's and antd's: widths, gutters, the boxes that
    // reserve an image's space) and <style> elements: Chromium reports both under a policy of
    // 'self' alone, and no nonce or hash can cover attributes. Style cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // Our images and uploads; the ui-kit's FallbackImage shows its placeholder as an SVG data: URL.
    "img-src 'self' data:",
    "font-src 'self'",
    // Apollo Client's POST /graphql; in `npm run dev` also Vite's HMR socket (same origin).
    "connect-src 'self'",
    // The map of /contact.
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * 128 random bits, as CSP asks of a nonce; a new one for every HTML response. They are cut from
 * a pool filled 256 nonces at a time: one call into the system's generator per nonce cost a
 * few percent of the CPU of serving cached pages under load.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = noncePool.length;

export function newNonce(): string {
  if (poolOffset === noncePool.length) {
    randomFillSync(noncePool);
    poolOffset = 0;
  }
  const nonce = noncePool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * What a page is rendered and cached with where its nonce goes. A page body stays cacheable
 * (http/response-cache.ts keeps rendered pages for every visitor) while each response gets a
 * nonce of its own: the slot is replaced on the way out. It is random per process, so no page
 * content (a product description, a newsletter) can contain it and receive a nonce.
 */
export const NONCE_SLOT = `nonce-slot-${randomBytes(18).toString('base64url')}`;

/**
 * Gives every `<script` of trusted markup (the page template, the head tags we render) the nonce
 * slot. The page's own HTML from React is never passed here: it holds no script of its own (a
 * complete static prerender, `prerenderToNodeStream`, which takes no nonce option and writes no
 * script without bootstrap scripts), and its text is the user's content.
 */
export function withNonceSlots(markup: string): string {
  return markup.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${NONCE_SLOT}"`);
}

/**
 * The reply to a page request from a prepared page with nonce slots: a fresh nonce in its body
 * and in its Content-Security-Policy header. The page's ETag stays that of the slotted body, so a
 * revalidation answers 304 while only the nonce would differ; the 304 carries no
 * Content-Security-Policy, so the browser keeps the policy it stored with its copy, whose nonce
 * is that copy's (a 304's headers replace the stored ones). The ETag is weak for that reason:
 * two 200s of one ETag differ in their nonce.
 */
export function noncedReply(
  req: IncomingMessage,
  page: CachedResponse,
): { status: number; headers: Record<string, string | number>; body: ReplyBody } {
  const headers: Record<string, string | number> = {
    'Cache-Control': page.cacheControl,
    ETag: `W/${page.etag}`,
    Vary: 'Accept-Encoding',
  };
  if (notModified(req, page.etag)) return { status: 304, headers, body: undefined };
  const nonce = newNonce();
  headers['Content-Type'] = page.contentType;
  headers['Content-Security-Policy'] = pagePolicy(nonce);
  // The body around its slots was cut once per cached page; a response sends the pieces with its
  // nonce between them, copying nothing (an uncompressed page) or joining them only to compress.
  const nonceBytes = Buffer.from(nonce);
  const pieces = slotPieces(page).flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece]));
  const encoding = page.compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  let body: ReplyBody = pieces;
  let length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (encoding) {
    // Compressed per response (brotli at quality 6: about half a millisecond for the home
    // page), since no two responses share a body.
    body = compress(Buffer.concat(pieces, length), encoding);
    length = body.length;
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = length;
  return { status: page.status, headers, body: req.method === 'HEAD' ? undefined : body };
}

const SLOT_BYTES = Buffer.from(NONCE_SLOT);
const piecesOfPage = new WeakMap<CachedResponse, Buffer[]>();

/** A cached page's body cut at its nonce slots (kept with the page while it is cached). */
function slotPieces(page: CachedResponse): Buffer[] {
  let pieces = piecesOfPage.get(page);
  if (!pieces) {
    pieces = [];
    let start = 0;
    for (
      let at = page.body.indexOf(SLOT_BYTES);
      at !== -1;
      at = page.body.indexOf(SLOT_BYTES, start)
    ) {
      pieces.push(page.body.subarray(start, at));
      start = at + SLOT_BYTES.length;
    }
    pieces.push(page.body.subarray(start));
    piecesOfPage.set(page, pieces);
  }
  return pieces;
}

/** Sends a page with nonce slots through noncedReply (headers already on `res` stay). */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedResponse): void {
  const { status, headers, body } = noncedReply(req, page);
  res.writeHead(status, headers);
  endWith(res, body);
}

/** Sends a finished HTML document (no cache, no ETag) with its nonce slots filled and its policy. */
export function sendHtml(res: ServerResponse, html: string): void {
  const nonce = newNonce();
  res.setHeader('Content-Security-Policy', pagePolicy(nonce));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html.replaceAll(NONCE_SLOT, nonce));
}
