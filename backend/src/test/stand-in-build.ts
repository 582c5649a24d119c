import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A build of the frontend of the tests' own (FRONTEND_DIST): the page template and a server entry
 * that writes the URL it renders into the page, so a test needs no `npm run build`. `/` and
 * `/products…` are pages; any other address is the not-found page.
 */

export const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

export const ENTRY = `
export const siteRoutes = {
  sitemap: [{ path: '/' }],
  productPath: (id) => '/products/' + id,
  newsletterPath: (id) => '/newsletter/' + id,
  adminPath: '/admin',
  personalPaths: [],
};
export const pageKey = (url) => url;
export async function render({ url }) {
  const known = url === '/' || url.startsWith('/products');
  return {
    status: known ? 200 : 404,
    head: '<title>' + url + '</title><link rel="canonical" href="https://www.example.com' + url + '">',
    html: known ? '<h1>Page ' + url + '</h1>' : '<h1>Page not found</h1>',
    state: JSON.stringify({ url }),
    passes: 1,
    modules: [],
    deferredModules: [],
  };
}
`;

/** Writes the stand-in build into a new temporary folder and returns it; the caller removes it. */
export function writeStandInBuild(prefix = 'stand-in-dist-'): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'client', 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'server', 'entry-server.js'), ENTRY);
  return dist;
}
