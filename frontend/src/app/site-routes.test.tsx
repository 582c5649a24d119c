import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { generatePath, matchRoutes, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from 'ui-kit';
import { App, APP_ROUTES } from '../App';
import { ADMIN_AREA_ROUTES, belowAdmin } from '../routes/adminRoutes';
import { pageRoutes } from '../routes/pageRoutes';
import { companyMock } from './company.mock';
import { RouterLink } from './RouterLink';
import { MockedPageData } from '../test/render';
import { ADMIN_LINKS, ADMIN_SECTIONS } from '../features/admin/sections';
import {
  footerLinks,
  headerLinks,
  newsletterPath,
  productBySlugPath,
  productPath,
  ADMIN_PATH,
  PUBLIC_ROUTES,
  sitemapRoutes,
  technologyPath,
  technologySummaryPath,
  type RouteTable,
} from './site-routes';

/** Label and address of each link of a navigation landmark, in order. */
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent, href: link.getAttribute('href') }));

describe('the route table', () => {
  it('gives the header and the footer their links, texts and order', () => {
    expect(headerLinks()).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Soil Diagnostics & Solutions', href: '/soil-diagnostics' },
      { label: 'Videos', href: '/videos' },
      { label: 'Newsletter', href: '/newsletter' },
      { label: 'Documentation', href: '/documentation' },
      { label: 'Apps', href: '/apps' },
      { label: 'Contact', href: '/contact' },
    ]);
    expect(footerLinks()).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Soil Diagnostics & Solutions', href: '/soil-diagnostics' },
      { label: 'Newsletter', href: '/newsletter' },
      { label: 'Documentation', href: '/documentation' },
      { label: 'Certifications', href: '/certifications' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ]);
    // The admin menu: one link per section of ADMIN_SECTIONS, in the table's order, to its
    // address, so a new section needs no line here; a few known ones are checked by name.
    const sections = Object.values(ADMIN_SECTIONS);
    expect(ADMIN_LINKS).toHaveLength(sections.length);
    ADMIN_LINKS.forEach((link, index) => {
      expect(link).toEqual({ label: sections[index]!.label, href: sections[index]!.path });
      expect(link.href).toMatch(new RegExp(`^${ADMIN_PATH}/[a-z-]+$`));
    });
    expect(new Set(ADMIN_LINKS.map(({ label }) => label)).size).toBe(ADMIN_LINKS.length);
    expect(new Set(ADMIN_LINKS.map(({ href }) => href)).size).toBe(ADMIN_LINKS.length);
    expect(ADMIN_LINKS.at(0)).toEqual({ label: 'Dashboard', href: '/admin/dashboard' });
    expect(ADMIN_LINKS.at(-1)).toEqual({ label: 'My Account', href: '/admin/account' });
    const at = (label: string, href: string) =>
      ADMIN_LINKS.findIndex((link) => link.label === label && link.href === href);
    // The content first, then the messages, then the administration.
    const known = [
      at('Products', '/admin/products'),
      at('Testimonials', '/admin/testimonials'),
      at('Fertilizer Products', '/admin/fertilizers'),
      at('Contact Messages', '/admin/messages'),
      at('Subscribers', '/admin/subscribers'),
      at('Settings', '/admin/settings'),
    ];
    expect(known.every((index) => index > 0)).toBe(true);
    expect(known).toEqual([...known].sort((a, b) => a - b));
  });

  it('lists the indexable pages for the sitemap, without aliases, parameters or test pages', () => {
    expect(sitemapRoutes()).toEqual([
      { path: '/' },
      { path: '/soil-diagnostics', changesWith: 'products' },
      { path: '/products', changesWith: 'products' },
      { path: '/technologies/micro-extraction' },
      { path: '/technologies/nanosorb' },
      { path: '/soil-diagnostics/technology' },
      { path: '/soil-diagnostics/micro-xtraction' },
      { path: '/soil-diagnostics/nanosorb' },
      { path: '/videos' },
      { path: '/newsletter', changesWith: 'newsletters' },
      { path: '/certifications' },
      { path: '/documentation' },
      { path: '/contact' },
      { path: '/apps' },
      { path: '/apps/spray-conditions' },
      { path: '/apps/optimize-calculator' },
      { path: '/apps/salt-index' },
      { path: '/integrated-apps' },
      { path: '/privacy-policy' },
    ]);
  });

  it('builds the addresses of products, newsletters and technologies', () => {
    expect(productPath(3)).toBe('/products/3');
    expect(productBySlugPath('elite-phos')).toBe('/solutions/products/elite-phos');
    expect(newsletterPath('12')).toBe('/newsletter/12');
    expect(technologyPath('nanosorb')).toBe('/technologies/nanosorb');
    expect(technologySummaryPath('micro-extraction')).toBe('/soil-diagnostics/micro-xtraction');
  });

  it('has one menu place per link in each menu', () => {
    const places = (menu: 'header' | 'footer') =>
      Object.values(PUBLIC_ROUTES as RouteTable).flatMap(({ nav }) =>
        nav?.[menu] === undefined ? [] : [nav[menu]],
      );
    for (const menu of ['header', 'footer'] as const) {
      expect(new Set(places(menu)).size).toBe(places(menu).length);
    }
  });

  it('takes a new page to the header, footer, sitemap and router with one entry', () => {
    const table: RouteTable = {
      ...PUBLIC_ROUTES,
      harvestReport: {
        path: '/harvest-report',
        nav: { label: 'Harvest Report', header: 8, footer: 8 },
        sitemap: {},
      },
    };
    expect(headerLinks(table).at(-1)).toEqual({ label: 'Harvest Report', href: '/harvest-report' });
    expect(footerLinks(table).at(-1)).toEqual({ label: 'Harvest Report', href: '/harvest-report' });
    expect(sitemapRoutes(table).at(-1)).toEqual({ path: '/harvest-report' });
    render(
      <MemoryRouter initialEntries={['/harvest-report']}>
        <Routes>
          {pageRoutes(table, { harvestReport: <h1>Harvest Report</h1> })}
          <Route path="*" element={<h1>Not found</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Harvest Report' })).toBeInTheDocument();
  });
});

describe('the router', () => {
  /** The route App's router picks for a URL. */
  const routeOf = (url: string) => matchRoutes(APP_ROUTES, url)?.at(-1)?.route.path;

  it('serves every entry of the table at its own path, not the not-found page', () => {
    for (const { path } of Object.values(PUBLIC_ROUTES as RouteTable)) {
      expect(routeOf(generatePath(path, { id: '1', slug: 'elite-phos' }))).toBe(path);
    }
    expect(routeOf('/no-such-page')).toBe('*');
  });

  it("serves the admin's sections from its lazy area, and not-found below it too", () => {
    /** The route the admin area (mounted at /admin/*) picks for a URL. */
    const adminRouteOf = (url: string) =>
      matchRoutes(ADMIN_AREA_ROUTES, url, ADMIN_PATH)?.at(-1)?.route;
    for (const { path } of Object.values(ADMIN_SECTIONS)) {
      expect(routeOf(path)).toBe(`${ADMIN_PATH}/*`);
      expect(adminRouteOf(path)?.path).toBe(belowAdmin(path));
    }
    expect(routeOf(`${ADMIN_PATH}/products/1`)).toBe(`${ADMIN_PATH}/*`);
    expect(adminRouteOf(`${ADMIN_PATH}/products/1`)?.path).toBe('products/:id');
    expect(adminRouteOf(ADMIN_PATH)?.index).toBe(true);
    expect(adminRouteOf(`${ADMIN_PATH}/no-such-screen`)?.path).toBe('*');
  });
});

describe('the site layout', () => {
  it("shows the route table's links in the header and the footer", async () => {
    render(
      <MockedProvider mocks={[companyMock]}>
        <MockedPageData>
          <BrandProvider linkComponent={RouterLink}>
            <MemoryRouter initialEntries={['/test']}>
              <App />
            </MemoryRouter>
          </BrandProvider>
        </MockedPageData>
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Page' })).toBeVisible();
    expect(linksOf(screen.getByRole('navigation', { name: 'Main' }))).toEqual(headerLinks());
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick Links' });
    expect(linksOf(quickLinks)).toEqual(footerLinks());
  });
});
