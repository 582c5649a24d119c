import { Suspense } from 'react';
import { Route } from 'react-router';
import { ADMIN_LINK_PAGES, ADMIN_PATH } from '../app/site-routes';
import { ADMIN_SECTIONS } from '../features/admin/sections';
import { AdminChecking } from '../pages/admin/AdminGate/AdminChecking';
import { lazyComponent } from '../app/lazyComponent';

// Apollo Client and its provider: the admin area's, never loaded by public pages.
const ApolloScope = lazyComponent('src/app/ApolloScope.tsx', () => import('../app/ApolloScope'));
const AdminGate = lazyComponent('src/pages/admin/AdminGate/AdminGate.tsx', () =>
  import('../pages/admin/AdminGate/AdminGate').then((m) => ({ default: m.AdminGate })),
);
// The pages of e-mailed links and of a forgotten password: no session, so outside the gate.
const AdminResetPasswordPage = lazyComponent(
  'src/pages/admin/AdminPasswordLinks/AdminPasswordLinkPages.tsx',
  () =>
    import('../pages/admin/AdminPasswordLinks/AdminPasswordLinkPages').then((m) => ({
      default: m.AdminResetPasswordPage,
    })),
);
const AdminInvitationPage = lazyComponent(
  'src/pages/admin/AdminPasswordLinks/AdminPasswordLinkPages.tsx',
  () =>
    import('../pages/admin/AdminPasswordLinks/AdminPasswordLinkPages').then((m) => ({
      default: m.AdminInvitationPage,
    })),
);

/**
 * Routes of the admin area (/admin...). They render outside the public site layout, stay
 * client-rendered and carry `noindex`; every one but the pages of e-mailed links and of a
 * forgotten password is behind the sign-in gate (AdminGate), whose first render, like the fallback
 * here, is the checking spinner. /admin and /admin/messages both show the contact submissions.
 */
export function adminRoutes() {
  return [
    <Route
      key="reset-password"
      path={ADMIN_LINK_PAGES.resetPassword}
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminResetPasswordPage />
          </ApolloScope>
        </Suspense>
      }
    />,
    <Route
      key="invitation"
      path={ADMIN_LINK_PAGES.invitation}
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminInvitationPage />
          </ApolloScope>
        </Suspense>
      }
    />,
    <Route
      key="admin"
      path={ADMIN_PATH}
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminGate />
          </ApolloScope>
        </Suspense>
      }
    >
      <Route index element={ADMIN_SECTIONS.messages.screen} />
      {Object.entries(ADMIN_SECTIONS).flatMap(([key, { path, screen, routes = {} }]) => [
        <Route key={key} path={path} element={screen} />,
        ...Object.entries(routes).map(([rest, element]) => (
          <Route key={`${key}/${rest}`} path={`${path}/${rest}`} element={element} />
        )),
      ])}
    </Route>,
  ];
}
