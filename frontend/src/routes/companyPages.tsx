import { PUBLIC_ROUTES, type PublicRouteKey } from '../app/site-routes';
import type { PageElements } from './pageRoutes';
import { lazyComponent } from '../app/lazyComponent';

const ContactPage = lazyComponent('src/pages/Contact/ContactPage.tsx', () =>
  import('../pages/Contact/ContactPage').then((m) => ({ default: m.ContactPage })),
);
const AppsPage = lazyComponent('src/pages/Apps/AppsPage.tsx', () =>
  import('../pages/Apps/AppsPage').then((m) => ({ default: m.AppsPage })),
);
const OptimizeCalculatorPage = lazyComponent('src/pages/FarmTools/OptimizeCalculatorPage.tsx', () =>
  import('../pages/FarmTools/OptimizeCalculatorPage').then((m) => ({
    default: m.OptimizeCalculatorPage,
  })),
);
const SaltIndexPage = lazyComponent('src/pages/FarmTools/SaltIndexPage.tsx', () =>
  import('../pages/FarmTools/SaltIndexPage').then((m) => ({ default: m.SaltIndexPage })),
);
const IntegratedAppsPage = lazyComponent('src/pages/IntegratedApps/IntegratedAppsPage.tsx', () =>
  import('../pages/IntegratedApps/IntegratedAppsPage').then((m) => ({
    default: m.IntegratedAppsPage,
  })),
);
const PrivacyPolicyPage = lazyComponent('src/pages/PrivacyPolicy/PrivacyPolicyPage.tsx', () =>
  import('../pages/PrivacyPolicy/PrivacyPolicyPage').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
const PlaceholderTestPage = lazyComponent('src/pages/PlaceholderTest/PlaceholderTestPage.tsx', () =>
  import('../pages/PlaceholderTest/PlaceholderTestPage').then((m) => ({
    default: m.PlaceholderTestPage,
  })),
);

/**
 * The company screens by route (paths in src/app/site-routes.ts): contact, apps and its farm tools,
 * integrated apps,
 * privacy policy and the two placeholder test pages. Each element is a lazy page (route-level
 * code splitting).
 */
export const companyPages = {
  contact: <ContactPage />,
  apps: <AppsPage />,
  optimizeCalculator: <OptimizeCalculatorPage />,
  saltIndex: <SaltIndexPage />,
  integratedApps: <IntegratedAppsPage />,
  privacyPolicy: <PrivacyPolicyPage />,
  soilDiagnosticsTest: (
    <PlaceholderTestPage
      title="Soil Diagnostics Test Page"
      path={PUBLIC_ROUTES.soilDiagnosticsTest.path}
    />
  ),
  test: <PlaceholderTestPage title="Test Page" path={PUBLIC_ROUTES.test.path} />,
} satisfies PageElements<PublicRouteKey>;
