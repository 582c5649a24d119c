import { lazy } from 'react';
import { Route } from 'react-router';

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
 * Routes of the company screens (see App.tsx): contact, apps, integrated apps, privacy policy and
 * the two placeholder test pages. Each element is a lazy page (route-level code splitting).
 */
export function companyRoutes() {
  return (
    <>
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/apps" element={<AppsPage />} />
      <Route path="/integrated-apps" element={<IntegratedAppsPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route
        path="/soil-diagnostics-test"
        element={
          <PlaceholderTestPage title="Soil Diagnostics Test Page" path="/soil-diagnostics-test" />
        }
      />
      <Route path="/test" element={<PlaceholderTestPage title="Test Page" path="/test" />} />
    </>
  );
}
