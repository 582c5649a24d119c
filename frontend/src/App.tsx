import { createRoutesFromElements, Route, useRoutes } from 'react-router';
import { SiteLayout } from './app/SiteLayout';
import { adminRoutes } from './routes/adminRoutes';
import { publicRoutes } from './routes/publicRoutes';
import './app/site.css';
import { lazyComponent } from './app/lazyComponent';

// Route-level code splitting: a visitor downloads only the code of the page they open.
const NotFoundPage = lazyComponent('src/pages/NotFound/NotFoundPage.tsx', () =>
  import('./pages/NotFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The router of spec section 2: the paths come from the route table (app/site-routes.ts), the
 * pages from one file per group of screens: catalog (home, products, soil diagnostics,
 * technologies), content (videos, newsletter, certifications, documentation) and company
 * (contact, apps, privacy, test pages); the admin area has its own.
 */
/**
 * The route objects, made once: `<Routes>` turns its children into route objects again on every
 * render (walking the whole table, admin routes included, each time), which cost a budget phone
 * tens of milliseconds of main thread while hydrating.
 */
export const APP_ROUTES = createRoutesFromElements(
  <>
    {adminRoutes()}
    <Route element={<SiteLayout />}>
      {publicRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
);

export function App() {
  return useRoutes(APP_ROUTES);
}
