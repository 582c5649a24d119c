import { technologyKey, technologyPagePath } from '../pages/SoilTechnology/technologyKey';
import { PUBLIC_ROUTES } from './site-routes';

/**
 * What a server-rendered page depends on in its address: the path, and the query parameters a page
 * reads. Only /soil-diagnostics/technology reads one (`?key=`); every other query string (utm_*
 * tracking tags, fbclid, a `?bust=123` meant to defeat the cache) renders the same page. The server
 * renders and caches pages by this key, so such a query string neither costs a render nor fills
 * the page cache with copies. A page that starts reading a search parameter names it here.
 *
 * Takes and returns path-and-query, e.g. "/products/3?utm_source=x" → "/products/3".
 */
export function pageKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  if (pathname === PUBLIC_ROUTES.soilTechnology.path) {
    return technologyPagePath(technologyKey(searchParams));
  }
  return pathname;
}
