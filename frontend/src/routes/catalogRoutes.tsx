import { lazy } from 'react';
import { Route } from 'react-router';

const HomePage = lazy(() =>
  import('../pages/Home/HomePage').then((m) => ({ default: m.HomePage })),
);

/**
 * Routes of the catalog screens: home, products, soil diagnostics and technologies. Each element
 * is a lazy page (route-level code splitting).
 */
export function catalogRoutes() {
  return (
    <>
      <Route path="/" element={<HomePage />} />
    </>
  );
}
