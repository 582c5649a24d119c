import type { ReactElement } from 'react';
import { PUBLIC_ROUTES, type PublicRouteKey } from '../app/site-routes';
import { catalogPages } from './catalogPages';
import { companyPages } from './companyPages';
import { contentPages } from './contentPages';
import { pageRoutes } from './pageRoutes';
import { sprayPages } from './sprayPages';

/**
 * Every public page, one per entry of the route table: the compiler refuses a table entry
 * without its page here (or a page without its entry in its group file).
 */
const PUBLIC_PAGES = {
  ...catalogPages,
  ...contentPages,
  ...companyPages,
  ...sprayPages,
} satisfies Record<PublicRouteKey, ReactElement>;

/** The routes of the public site, inside its layout (App.tsx). */
export function publicRoutes() {
  return pageRoutes(PUBLIC_ROUTES, PUBLIC_PAGES);
}
