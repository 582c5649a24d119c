import { lazy } from 'react';
import { Route } from 'react-router';

const HomePage = lazy(() =>
  import('../pages/Home/HomePage').then((m) => ({ default: m.HomePage })),
);
const SoilDiagnosticsPage = lazy(() =>
  import('../pages/SoilDiagnostics/SoilDiagnosticsPage').then((m) => ({
    default: m.SoilDiagnosticsPage,
  })),
);
const ProductsPage = lazy(() =>
  import('../pages/Products/ProductsPage').then((m) => ({ default: m.ProductsPage })),
);
const ProductDetailPage = lazy(() =>
  import('../pages/ProductDetail/ProductDetailPage').then((m) => ({
    default: m.ProductDetailPage,
  })),
);
const ProductBySlugPage = lazy(() =>
  import('../pages/ProductDetail/ProductBySlugPage').then((m) => ({
    default: m.ProductBySlugPage,
  })),
);
const TechnologyPage = lazy(() =>
  import('../pages/Technology/TechnologyPage').then((m) => ({ default: m.TechnologyPage })),
);
const TechnologySummaryPage = lazy(() =>
  import('../pages/Technology/TechnologySummaryPage').then((m) => ({
    default: m.TechnologySummaryPage,
  })),
);
const SoilTechnologyPage = lazy(() =>
  import('../pages/SoilTechnology/SoilTechnologyPage').then((m) => ({
    default: m.SoilTechnologyPage,
  })),
);

/**
 * Routes of the catalog screens: home, products, soil diagnostics and technologies. Each element
 * is a lazy page (route-level code splitting).
 *
 * react-router ranks routes by specificity, not by order: the static segments of
 * /soil-diagnostics/technology, /micro-xtraction and /nanosorb win over /soil-diagnostics/:id,
 * and /solutions/products/:slug over /solutions/:id (catalogRoutes.test.tsx checks it).
 */
export function catalogRoutes() {
  return (
    <>
      <Route path="/" element={<HomePage />} />
      <Route path="/soil-diagnostics" element={<SoilDiagnosticsPage />} />
      <Route path="/solutions" element={<SoilDiagnosticsPage />} />
      <Route path="/products" element={<ProductsPage />} />
      <Route path="/products/:id" element={<ProductDetailPage />} />
      <Route path="/soil-diagnostics/:id" element={<ProductDetailPage />} />
      <Route path="/solutions/:id" element={<ProductDetailPage />} />
      <Route path="/solutions/products/:slug" element={<ProductBySlugPage />} />
      <Route path="/soil-diagnostics/technology" element={<SoilTechnologyPage />} />
      <Route
        path="/soil-diagnostics/micro-xtraction"
        element={<TechnologySummaryPage slug="micro-extraction" />}
      />
      <Route
        path="/soil-diagnostics/nanosorb"
        element={<TechnologySummaryPage slug="nanosorb" />}
      />
      <Route
        path="/technologies/micro-extraction"
        element={<TechnologyPage slug="micro-extraction" />}
      />
      <Route path="/technologies/nanosorb" element={<TechnologyPage slug="nanosorb" />} />
    </>
  );
}
