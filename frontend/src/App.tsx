import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './app/SiteLayout';
import { adminRoutes } from './routes/adminRoutes';
import { catalogRoutes } from './routes/catalogRoutes';
import { companyRoutes } from './routes/companyRoutes';
import { contentRoutes } from './routes/contentRoutes';
import './app/site.css';

// Route-level code splitting: a visitor downloads only the code of the page they open.
const NotFoundPage = lazy(() =>
  import('./pages/NotFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The route table of spec section 2, assembled from one file per group of screens:
 * catalog (home, products, soil diagnostics, technologies), content (videos, newsletter,
 * certifications, documentation) and company (contact, apps, privacy, test pages).
 */
export function App() {
  return (
    <Routes>
      {adminRoutes()}
      <Route element={<SiteLayout />}>
        {catalogRoutes()}
        {contentRoutes()}
        {companyRoutes()}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
