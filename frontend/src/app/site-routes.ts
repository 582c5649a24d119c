import type { NavLink } from 'ui-kit';
import type { SitemapRoute } from '../server-contract';

/**
 * The site's route table: every address the router serves, written once. The router
 * (src/routes), the header and footer (SiteLayout), the admin menu (AdminGate), the not-found
 * page's links and the backend's robots.txt and sitemap (through entry-server's `siteRoutes`) all
 * read it, so adding a public page is one entry here plus its page in src/routes; the compiler asks
 * for the page, and the menus, the sitemap and server rendering follow.
 */

/** Content whose latest change dates a listing page in the sitemap (`<lastmod>`). */
type SitemapContent = NonNullable<SitemapRoute['changesWith']>;

export interface PublicRoute {
  /** The router's path pattern, e.g. "/products/:id". */
  path: string;
  /** A link in the site's menus: its text, and its place (1 = first) in the header and footer. */
  nav?: { label: string; header?: number; footer?: number };
  /**
   * Listed in the sitemap, in table order. Aliases (their canonical link names the main address),
   * addresses with parameters (the backend lists each product and newsletter) and the noindex test
   * pages are not. `changesWith`: the page lists that content, so it changed when the content did.
   */
  sitemap?: { changesWith?: SitemapContent };
  /**
   * A personal page, opened from a link in an e-mail with a `?token=`: rendered for each request,
   * sent `no-store` and `noindex`, never kept by the page cache (entry-server's `personalPaths`).
   */
  personal?: true;
}

/** A route table, as the functions below read it (tests pass tables of their own). */
export type RouteTable = Readonly<Record<string, PublicRoute>>;

/** The public pages (spec section 2), in sitemap order; menus have their own order (`nav`). */
export const PUBLIC_ROUTES = {
  home: { path: '/', nav: { label: 'Home', header: 1, footer: 1 }, sitemap: {} },
  soilDiagnostics: {
    path: '/soil-diagnostics',
    nav: { label: 'Soil Diagnostics & Solutions', header: 2, footer: 2 },
    sitemap: { changesWith: 'products' },
  },
  products: { path: '/products', sitemap: { changesWith: 'products' } },
  microExtractionTechnology: { path: '/technologies/micro-extraction', sitemap: {} },
  nanosorbTechnology: { path: '/technologies/nanosorb', sitemap: {} },
  soilTechnology: { path: '/soil-diagnostics/technology', sitemap: {} },
  // The spec spells this short page "micro-xtraction".
  microExtractionSummary: { path: '/soil-diagnostics/micro-xtraction', sitemap: {} },
  nanosorbSummary: { path: '/soil-diagnostics/nanosorb', sitemap: {} },
  videos: { path: '/videos', nav: { label: 'Videos', header: 3 }, sitemap: {} },
  newsletter: {
    path: '/newsletter',
    nav: { label: 'Newsletter', header: 4, footer: 3 },
    sitemap: { changesWith: 'newsletters' },
  },
  certifications: {
    path: '/certifications',
    nav: { label: 'Certifications', footer: 5 },
    sitemap: {},
  },
  documentation: {
    path: '/documentation',
    nav: { label: 'Documentation', header: 5, footer: 4 },
    sitemap: {},
  },
  contact: { path: '/contact', nav: { label: 'Contact', header: 7, footer: 6 }, sitemap: {} },
  apps: { path: '/apps', nav: { label: 'Apps', header: 6 }, sitemap: {} },
  sprayConditions: { path: '/apps/spray-conditions', sitemap: {} },
  // The farm tools (issue 38); public/apps/sw.js keeps them for use offline.
  optimizeCalculator: { path: '/apps/optimize-calculator', sitemap: {} },
  saltIndex: { path: '/apps/salt-index', sitemap: {} },
  integratedApps: { path: '/integrated-apps', sitemap: {} },
  privacyPolicy: {
    path: '/privacy-policy',
    nav: { label: 'Privacy Policy', footer: 7 },
    sitemap: {},
  },
  solutions: { path: '/solutions' },
  productDetail: { path: '/products/:id' },
  soilDiagnosticsProduct: { path: '/soil-diagnostics/:id' },
  solutionsProduct: { path: '/solutions/:id' },
  productBySlug: { path: '/solutions/products/:slug' },
  newsletterArticle: { path: '/newsletter/:id' },
  // A subscriber's pages, from the e-mails' links (backend: subscribers/subscriber-tokens.ts).
  // Not under /newsletter, whose /newsletter/:id are articles.
  subscriptionConfirm: { path: '/subscription/confirm', personal: true },
  subscriptionUnsubscribe: { path: '/subscription/unsubscribe', personal: true },
  subscriptionPreferences: { path: '/subscription/preferences', personal: true },
  soilDiagnosticsTest: { path: '/soil-diagnostics-test' },
  test: { path: '/test' },
} as const satisfies RouteTable;

export type PublicRouteKey = keyof typeof PUBLIC_ROUTES;

function menuLinks(table: RouteTable, menu: 'header' | 'footer'): NavLink[] {
  return Object.values(table)
    .flatMap(({ path, nav }) => {
      const place = nav?.[menu];
      return nav && place !== undefined ? [{ place, label: nav.label, href: path }] : [];
    })
    .sort((a, b) => a.place - b.place)
    .map(({ label, href }) => ({ label, href }));
}

/** The header's links, in their order. */
export const headerLinks = (table: RouteTable = PUBLIC_ROUTES) => menuLinks(table, 'header');

/** The footer's Quick Links, in their order. */
export const footerLinks = (table: RouteTable = PUBLIC_ROUTES) => menuLinks(table, 'footer');

/** The public pages search engines should index, in table order. */
export function sitemapRoutes(table: RouteTable = PUBLIC_ROUTES): SitemapRoute[] {
  return Object.values(table).flatMap(({ path, sitemap }) =>
    sitemap ? [{ path, ...(sitemap.changesWith ? { changesWith: sitemap.changesWith } : {}) }] : [],
  );
}

/** The personal pages' paths (no parameters in them): never cached, never indexed. */
export function personalPaths(table: RouteTable = PUBLIC_ROUTES): string[] {
  return Object.values(table).flatMap(({ path, personal }) => (personal ? [path] : []));
}

/**
 * Fills the parameters of a path pattern, e.g. ("/products/:id", { id: 3 }) → "/products/3", as
 * react-router's generatePath does for the table's plain `:name` segments. This module is part of
 * the entry every page loads (the layout's menus), which generatePath would add to.
 */
function fillPath(pattern: string, params: Record<string, number | string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The canonical page of a product, e.g. /products/3 (also the sitemap's product entries). */
export const productPath = (id: number | string) =>
  fillPath(PUBLIC_ROUTES.productDetail.path, { id });

/** A product found by its slug, e.g. /solutions/products/elite-phos. */
export const productBySlugPath = (slug: string) =>
  fillPath(PUBLIC_ROUTES.productBySlug.path, { slug });

/** A newsletter's article, e.g. /newsletter/12 (also the sitemap's newsletter entries). */
export const newsletterPath = (id: number | string) =>
  fillPath(PUBLIC_ROUTES.newsletterArticle.path, { id });

/**
 * The newsletter's feeds, served by the backend (backend/src/http/newsletter-feed.ts, whose tests
 * pin the same addresses), linked from the newsletter pages' heads for feed readers to find.
 */
export const NEWSLETTER_FEEDS = [
  { type: 'application/rss+xml', title: 'Newsletter (RSS)', href: '/newsletter/feed.xml' },
  { type: 'application/atom+xml', title: 'Newsletter (Atom)', href: '/newsletter/atom.xml' },
] as const;

/**
 * A record's 1200×630 sharing JPEG, drawn by the backend from its cover or packaging
 * (backend/src/http/sharing-images.ts), e.g. /og/product/3.jpeg.
 */
export const sharingImagePath = (kind: 'newsletter' | 'product', id: number | string) =>
  `/og/${kind}/${encodeURIComponent(String(id))}.jpeg`;

/** The two technologies: a full page under /technologies, a short one under /soil-diagnostics. */
const TECHNOLOGY_PAGES = {
  'micro-extraction': {
    full: PUBLIC_ROUTES.microExtractionTechnology.path,
    summary: PUBLIC_ROUTES.microExtractionSummary.path,
  },
  nanosorb: {
    full: PUBLIC_ROUTES.nanosorbTechnology.path,
    summary: PUBLIC_ROUTES.nanosorbSummary.path,
  },
} as const;

export type TechnologySlug = keyof typeof TECHNOLOGY_PAGES;

/** The full page of a technology, e.g. /technologies/nanosorb. */
export const technologyPath = (slug: TechnologySlug) => TECHNOLOGY_PAGES[slug].full;

/** The short page of a technology, e.g. /soil-diagnostics/nanosorb. */
export const technologySummaryPath = (slug: TechnologySlug) => TECHNOLOGY_PAGES[slug].summary;

/**
 * The admin area: rendered in the browser only and kept out of search engines. The backend reads
 * this prefix from the server bundle: it sends these pages as an empty noindex shell and
 * disallows them in robots.txt.
 */
export const ADMIN_PATH = '/admin';

/**
 * The admin's pages for people without a session, opened from the sign-in form and from e-mailed
 * links (the backend names the same paths in those e-mails: ACCOUNT_LINK_PATHS).
 */
export const ADMIN_LINK_PAGES = {
  resetPassword: `${ADMIN_PATH}/reset-password`,
  invitation: `${ADMIN_PATH}/invitation`,
} as const;
