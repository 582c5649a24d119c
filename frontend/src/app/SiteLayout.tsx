import { usePageQuery } from './page-data';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState, SiteFooter, SiteHeader } from 'ui-kit';
import { CompanyDocument } from '../graphql/generated/graphql';
import { footerCompany } from './company';
import { HELD_INPUT_REPLAY } from '../boot/entry-loader';
import { SITE_NAME } from './meta';
import { StaticContent, StaticLinks } from './StaticContent';
import { footerLinks, headerLinks, PUBLIC_ROUTES } from './site-routes';

// The menus of the route table; the ui-kit knows no route of the site.
const HEADER_LINKS = headerLinks();
const FOOTER_LINKS = footerLinks();

/**
 * Header, main landmark and footer around every public page (spec: the footer is on every page).
 * Pages render their content only; the skip link lets keyboard users jump past the menu.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { data } = usePageQuery(CompanyDocument);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader
        currentPath={pathname}
        brandName={data?.company.name ?? SITE_NAME}
        links={HEADER_LINKS}
        homeHref={PUBLIC_ROUTES.home.path}
      />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      {data ? (
        <StaticContent>
          <SiteFooter company={footerCompany(data.company)} quickLinks={FOOTER_LINKS} />
        </StaticContent>
      ) : null}
      <StaticLinks />
    </>
  );
}

/**
 * Renders nothing; its effect runs once the page around it has hydrated (or rendered), and hands
 * the page the taps and form submissions the page loader held back until then
 * (boot/entry-loader.ts).
 */
function PageHydrated() {
  useEffect(() => {
    (window as unknown as Partial<Record<string, () => void>>)[HELD_INPUT_REPLAY]?.();
  }, []);
  return null;
}
