import { lazy } from 'react';
import { PUBLIC_ROUTES, type PublicRouteKey } from '../app/site-routes';
import type { PageElements } from './pageRoutes';

const ContactPage = lazy(() =>
  import('../pages/Contact/ContactPage').then((m) => ({ default: m.ContactPage })),
);
const AppsPage = lazy(() =>
  import('../pages/Apps/AppsPage').then((m) => ({ default: m.AppsPage })),
);
const IntegratedAppsPage = lazy(() =>
  import('../pages/IntegratedApps/IntegratedAppsPage').then((m) => ({
    default: m.IntegratedAppsPage,
  })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../pages/PrivacyPolicy/PrivacyPolicyPage').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
const PlaceholderTestPage = lazy(() =>
  import('../pages/PlaceholderTest/PlaceholderTestPage').then((m) => ({
    default: m.PlaceholderTestPage,
  })),
);

/**
 * The company screens by route (paths in src/app/site-routes.ts): contact, apps, integrated apps,
 * privacy policy and the two placeholder test pages. Each element is a lazy page (route-level
 * code splitting).
 */
export const companyPages = {
  contact: <ContactPage />,
  apps: <AppsPage />,
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
