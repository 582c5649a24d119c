import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './app/SiteLayout';
import './app/site.css';

// Route-level code splitting: a visitor downloads only the code of the page they open.
const HomePage = lazy(() => import('./pages/Home/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('./pages/NotFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** The route table of spec section 2. */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
