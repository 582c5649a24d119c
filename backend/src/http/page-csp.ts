import type { ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every HTML page of the site (server-rendered pages, the admin
 * shell, the not-found and error pages; the GraphQL explorer has its own, http/explorer.ts).
 * Scripts run only when their text is one the page's template holds (`scriptSources`: the hashes
 * of its inline scripts, see pageTemplate), or when such a script loaded them ('strict-dynamic':
 * the entry loader's script element and modulepreload links, the bundle's lazy route chunks), so
 * markup injected into a page cannot run code.
 * A page with no script of its own (the error pages) allows none. Every answer of one template
 * carries the same policy and the same bytes, so a cached page is compressed once and its ETag
 * is the same on every replica (http/response-cache.ts). What else a page may load was found in
 * Chromium's console on every route (e2e/csp.e2e.ts keeps it so):
 */
export function pagePolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    scriptSources.length
      ? `script-src ${scriptSources.join(' ')} 'strict-dynamic'`
      : "script-src 'none'",
    // The pages carry `style` attributes (React's and antd's: widths, gutters, the boxes that
    // reserve an image's space) and <style> elements: Chromium reports both under a policy of
    // 'self' alone, and no nonce or hash can cover attributes. Style cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // Our images and uploads; the ui-kit's FallbackImage shows its placeholder as an SVG data: URL.
    "img-src 'self' data:",
    "font-src 'self'",
    // Apollo Client's POST /graphql; in `npm run dev` also Vite's HMR socket (same origin).
    "connect-src 'self'",
    // The farm tools' service worker (/apps/sw.js, registered by their pages for use offline).
    "worker-src 'self'",
    // The map of /contact.
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of a page without scripts of its own (the error pages): no script runs. */
export const SCRIPTLESS_PAGE_POLICY = pagePolicy([]);

/** The page template (frontend/index.html as built) and the policy of every page made from it. */
export interface PageTemplate {
  html: string;
  policy: string;
}

/**
 * The `type`s a browser runs (HTML's "prepare the script element"): none, a JavaScript MIME type,
 * a module, an import map or speculation rules. Any other is a data block, never run, so it needs
 * no hash: the app's state (`application/json`) and the head's JSON-LD (`application/ld+json`).
 */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...[
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ],
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The value of attribute `name` in a tag's attribute text, or undefined. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/**
 * Reads the policy of a template's pages off the template, once, when it is loaded: a hash of
 * each inline script it runs (the built page has one, the entry loader that vite.config.ts writes),
 * so a rebuild that changes the loader changes the policy with it. Nothing a page adds to the
 * template gets a hash: its head tags and state are data blocks, and its HTML from React is text.
 *
 * Under 'strict-dynamic' a hash does not carry over to what a parser-inserted script imports, nor
 * allow a `<script src>` of the markup: the built loader therefore adds the entry as a script
 * element. `npm run dev` serves Vite's page, which loads its client and React Refresh's preamble
 * with such imports; `devNonce` gives every script of that template the nonce and lists it. It is
 * fixed for the life of the dev process (so its pages stay cacheable) and is never used in
 * production: a nonce that every response repeats protects only as long as no one has read it.
 */
export function pageTemplate(html: string, { devNonce }: { devNonce?: string } = {}): PageTemplate {
  if (devNonce) {
    return {
      html: html.replace(/<script\b/gi, `<script nonce="${devNonce}"`),
      policy: pagePolicy([`'nonce-${devNonce}'`]),
    };
  }
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    const type = attribute(attributes, 'type')?.trim().toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    if (attribute(attributes, 'src') !== undefined) {
      throw new Error(
        `The page template loads a script by <script${attributes}>: under 'strict-dynamic' only ` +
          'inline scripts with their hash run; load it from the inline loader (vite.config.ts).',
      );
    }
    // The hash is of the text as the browser's parser sees it: line breaks are normalised.
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return { html, policy: pagePolicy([...hashes]) };
}

/** Sends a finished HTML document that no cache keeps (the admin shell, the error pages). */
export function sendHtml(res: ServerResponse, html: string, policy: string): void {
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}
