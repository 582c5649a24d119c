import { Suspense } from 'react';
import { createRoutesFromElements, Route, useRoutes } from 'react-router';
import { SiteLayout } from './app/SiteLayout';
import { ADMIN_PATH } from './app/site-routes';
import { AdminChecking } from './pages/admin/AdminGate/AdminChecking';
import { NotFoundPage } from './routes/notFoundPage';
import { publicRoutes } from './routes/publicRoutes';
import './app/site.css';
import { lazyComponent } from './app/lazyComponent';

// Route-level code splitting: a visitor downloads only the code of the page they open. The admin
// area is one lazy module (its sections' table and routes): public pages carry none of it.
const AdminArea = lazyComponent('src/routes/adminRoutes.tsx', () =>
  import('./routes/adminRoutes').then((m) => ({ default: m.AdminArea })),
);

/**
 * The router of spec section 2: the paths come from the route table (app/site-routes.ts), the
 * pages from one file per group of screens: catalog (home, products, soil diagnostics,
 * technologies), content (videos, newsletter, certifications, documentation) and company
 * (contact, apps, privacy, test pages); the admin area has its own (routes/adminRoutes.tsx).
 */
/**
 * The route objects, made once: `<Routes>` turns its children into route objects again on every
 * render (walking the whole table each time), which cost a budget phone
 * tens of milliseconds of main thread while hydrating.
 */
export const APP_ROUTES = createRoutesFromElements(
  <>
    <Route
      path={`${ADMIN_PATH}/*`}
      element={
        <Suspense fallback={<AdminChecking />}>
          <AdminArea />
        </Suspense>
      }
    />
    <Route element={<SiteLayout />}>
      {publicRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
);

export function App() {
  return useRoutes(APP_ROUTES);
}
