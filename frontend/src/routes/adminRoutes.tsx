import { Suspense } from 'react';
import { createRoutesFromElements, Route, useRoutes } from 'react-router';
import { ADMIN_LINK_PAGES, ADMIN_PATH } from '../app/site-routes';
import { SiteLayout } from '../app/SiteLayout';
import { ADMIN_SECTIONS, type AdminSection } from '../features/admin/sections';
import { AdminChecking } from '../pages/admin/AdminGate/AdminChecking';
import { lazyComponent } from '../app/lazyComponent';
import { NotFoundPage } from './notFoundPage';

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

/** An admin address below /admin, as the area's routes name it (`/admin/products` → `products`). */
export const belowAdmin = (path: string) => path.slice(ADMIN_PATH.length + 1);

/** The routes of one section below /admin: its screen at its path, the screens under it. */
export function sectionRoutes(key: string, { path, screen, routes = {} }: AdminSection) {
  return [
    <Route key={key} path={belowAdmin(path)} element={screen} />,
    ...Object.entries(routes).map(([rest, element]) => (
      <Route key={`${key}/${rest}`} path={`${belowAdmin(path)}/${rest}`} element={element} />
    )),
  ];
}

/**
 * Routes of the admin area, below /admin (App.tsx mounts this module lazily at /admin/*, so the
 * sections' table and their screens' loaders stay out of a public page's first load). They render
 * outside the public site layout, stay client-rendered and carry `noindex`; every one but the
 * pages of e-mailed links and of a forgotten password is behind the sign-in gate (AdminGate),
 * whose first render, like the fallback here, is the checking spinner. /admin and /admin/messages
 * both show the contact submissions; an address of no section gets the site's not-found page.
 */
export function adminRoutes() {
  return [
    <Route
      key="reset-password"
      path={belowAdmin(ADMIN_LINK_PAGES.resetPassword)}
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
      path={belowAdmin(ADMIN_LINK_PAGES.invitation)}
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
      element={
        <Suspense fallback={<AdminChecking />}>
          <ApolloScope>
            <AdminGate />
          </ApolloScope>
        </Suspense>
      }
    >
      <Route index element={ADMIN_SECTIONS.messages.screen} />
      {Object.entries(ADMIN_SECTIONS).flatMap(([key, section]) => sectionRoutes(key, section))}
    </Route>,
    <Route key="not-found" element={<SiteLayout />}>
      <Route path="*" element={<NotFoundPage />} />
    </Route>,
  ];
}

/** The admin area's route objects, made once (see APP_ROUTES in App.tsx). */
export const ADMIN_AREA_ROUTES = createRoutesFromElements(<>{adminRoutes()}</>);

/** The admin area at /admin/*: the lazy module App.tsx loads on an admin address. */
export function AdminArea() {
  return useRoutes(ADMIN_AREA_ROUTES);
}
