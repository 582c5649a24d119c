import type { SiteRoutes } from '../http/ssr.js';

/**
 * A stand-in for the route table of the frontend's server bundle (entry-server's `siteRoutes`,
 * from frontend/src/app/site-routes.ts), for the renderers tests fake: the site's public pages as
 * the frontend lists them, its product and newsletter paths and its admin prefix.
 */
export const testSiteRoutes: SiteRoutes = {
  sitemap: [
    { path: '/' },
    { path: '/soil-diagnostics', changesWith: 'products' },
    { path: '/products', changesWith: 'products' },
    { path: '/videos' },
    { path: '/newsletter', changesWith: 'newsletters' },
    { path: '/contact' },
    { path: '/privacy-policy' },
  ],
  productPath: (id) => `/products/${id}`,
  newsletterPath: (id) => `/newsletter/${id}`,
  newsletterListPath: '/newsletter',
  adminPath: '/admin',
  personalPaths: [
    '/subscription/confirm',
    '/subscription/unsubscribe',
    '/subscription/preferences',
  ],
};
