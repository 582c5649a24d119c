import type { PublicRouteKey } from '../app/site-routes';
import type { PageElements } from './pageRoutes';
import { lazyComponent } from '../app/lazyComponent';

const HomePage = lazyComponent('src/pages/Home/HomePage.tsx', () =>
  import('../pages/Home/HomePage').then((m) => ({ default: m.HomePage })),
);
const SoilDiagnosticsPage = lazyComponent('src/pages/SoilDiagnostics/SoilDiagnosticsPage.tsx', () =>
  import('../pages/SoilDiagnostics/SoilDiagnosticsPage').then((m) => ({
    default: m.SoilDiagnosticsPage,
  })),
);
const ProductsPage = lazyComponent('src/pages/Products/ProductsPage.tsx', () =>
  import('../pages/Products/ProductsPage').then((m) => ({ default: m.ProductsPage })),
);
const ProductDetailPage = lazyComponent('src/pages/ProductDetail/ProductDetailPage.tsx', () =>
  import('../pages/ProductDetail/ProductDetailPage').then((m) => ({
    default: m.ProductDetailPage,
  })),
);
const ProductBySlugPage = lazyComponent('src/pages/ProductDetail/ProductBySlugPage.tsx', () =>
  import('../pages/ProductDetail/ProductBySlugPage').then((m) => ({
    default: m.ProductBySlugPage,
  })),
);
const TechnologyPage = lazyComponent('src/pages/Technology/TechnologyPage.tsx', () =>
  import('../pages/Technology/TechnologyPage').then((m) => ({ default: m.TechnologyPage })),
);
const TechnologySummaryPage = lazyComponent('src/pages/Technology/TechnologySummaryPage.tsx', () =>
  import('../pages/Technology/TechnologySummaryPage').then((m) => ({
    default: m.TechnologySummaryPage,
  })),
);
const SoilTechnologyPage = lazyComponent('src/pages/SoilTechnology/SoilTechnologyPage.tsx', () =>
  import('../pages/SoilTechnology/SoilTechnologyPage').then((m) => ({
    default: m.SoilTechnologyPage,
  })),
);

/**
 * The catalog screens by route (paths in src/app/site-routes.ts): home, products, soil
 * diagnostics and technologies. Each element is a lazy page (route-level code splitting).
 *
 * react-router ranks routes by specificity, not by order: the static segments of
 * /soil-diagnostics/technology, /micro-xtraction and /nanosorb win over /soil-diagnostics/:id,
 * and /solutions/products/:slug over /solutions/:id (catalogPages.test.tsx checks it).
 */
export const catalogPages = {
  home: <HomePage />,
  soilDiagnostics: <SoilDiagnosticsPage />,
  solutions: <SoilDiagnosticsPage />,
  products: <ProductsPage />,
  productDetail: <ProductDetailPage />,
  soilDiagnosticsProduct: <ProductDetailPage />,
  solutionsProduct: <ProductDetailPage />,
  productBySlug: <ProductBySlugPage />,
  soilTechnology: <SoilTechnologyPage />,
  microExtractionSummary: <TechnologySummaryPage slug="micro-extraction" />,
  nanosorbSummary: <TechnologySummaryPage slug="nanosorb" />,
  microExtractionTechnology: <TechnologyPage slug="micro-extraction" />,
  nanosorbTechnology: <TechnologyPage slug="nanosorb" />,
} satisfies PageElements<PublicRouteKey>;
