import { toolPageKey } from '../pages/FarmTools/toolParams';
import { technologyKey, technologyPagePath } from '../pages/SoilTechnology/technologyKey';
import { parseSprayQuery, sprayQueryString } from '../pages/SprayConditions/sprayQuery';
import { personalPaths, PUBLIC_ROUTES } from './site-routes';

const PERSONAL = new Set(personalPaths());

/**
 * What a server-rendered page depends on in its address: the path, and the query parameters a page
 * reads. /soil-diagnostics/technology reads one (`?key=`) and /apps/spray-conditions its place,
 * product and manual reading (`?place=`, `?lat=&lon=`, `?product=`, `?rainfast=`,
 * `?temp=&rh=&wind=`; a name sent by its place form, `?q=`, is keyed by the community it stands
 * for, so the server renders that place's page; a reading sent by manual mode's form is rated by
 * the server); every other query string (utm_* tracking tags, fbclid, a `?bust=123` meant to
 * defeat the cache) renders the same page. The server renders and caches pages by this key, so
 * such a query string neither costs a render nor fills the page cache with copies. A page that
 * starts reading a search parameter names it here.
 *
 * The farm tools (/apps/optimize-calculator, /apps/salt-index) read their whole input from the
 * query (pages/FarmTools/toolParams.ts): their key keeps those parameters, so a shared link or a
 * form submitted without JavaScript is rendered with its result.
 *
 * Personal pages (an e-mail's link) read `?token=`: their key keeps it, and the server never
 * caches them anyway.
 *
 * Takes and returns path-and-query, e.g. "/products/3?utm_source=x" → "/products/3".
 */
export function pageKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  if (pathname === PUBLIC_ROUTES.soilTechnology.path) {
    return technologyPagePath(technologyKey(searchParams));
  }
  if (pathname === PUBLIC_ROUTES.sprayConditions.path) {
    return `${pathname}${sprayQueryString(parseSprayQuery(searchParams))}`;
  }
  const tool = toolPageKey(pathname, searchParams);
  if (tool !== null) return tool;
  if (PERSONAL.has(pathname)) {
    const token = searchParams.get('token');
    return token === null ? pathname : `${pathname}?${new URLSearchParams({ token })}`;
  }
  return pathname;
}
