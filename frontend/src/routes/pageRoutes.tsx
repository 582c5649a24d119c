import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { PublicRoute } from '../app/site-routes';

/** Pages by route key: the element each entry of a route table renders. */
export type PageElements<K extends string> = Partial<Record<K, ReactElement>>;

/**
 * One `<Route>` per page, at the path its route table gives: the router takes no path of its own,
 * so the menus, the sitemap and the router cannot disagree.
 */
export function pageRoutes<K extends string>(
  table: Readonly<Record<K, PublicRoute>>,
  pages: PageElements<K>,
) {
  return (Object.keys(pages) as K[]).map((key) => (
    <Route key={key} path={table[key].path} element={pages[key]} />
  ));
}
