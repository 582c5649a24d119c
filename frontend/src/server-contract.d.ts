// The contract between the server bundle (entry-server.tsx) and the backend that loads it
// (backend/src/http/ssr.ts), written once: entry-server checks that it satisfies ServerEntry, and
// the backend types the module it imports with it. Types only (a declaration file), so the backend
// may import it although it imports no other frontend source (docs/development.md, "Boundaries").
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/** One GraphQL operation of a page, handed over as the parsed document the page holds. */
export interface GraphQLOperationRequest {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs one operation in the server process, with the same schema, validation and error
 * formatting as POST /graphql, without an HTTP round trip and without printing and parsing the
 * document again.
 */
export type GraphQLExecutor = (
  request: GraphQLOperationRequest,
) => Promise<FormattedExecutionResult>;

/** A public page of the sitemap (an entry of frontend/src/app/site-routes.ts). */
export interface SitemapRoute {
  path: string;
  /** The page lists this content: its `<lastmod>` is the content's latest change. */
  changesWith?: 'products' | 'newsletters';
}

/**
 * What the server needs of the route table: the backend reads it from the bundle it renders
 * with, so its sitemap, robots.txt and admin shell keep no copy of the site's paths.
 */
export interface SiteRoutes {
  /** The public pages of the sitemap, in order; products and newsletters are the backend's. */
  sitemap: readonly SitemapRoute[];
  /** A product's canonical page, e.g. /products/3. */
  productPath(id: number | string): string;
  /** A newsletter's article, e.g. /newsletter/12. */
  newsletterPath(id: number | string): string;
  /** The page listing the newsletters (/newsletter): the home of its RSS and Atom feeds. */
  newsletterListPath: string;
  /** The admin area's prefix (/admin): rendered in the browser only, kept out of search engines. */
  adminPath: string;
  /**
   * Personal pages (a subscriber's confirm, unsubscribe and preferences links, by path): rendered
   * afresh for each request from the whole address, sent `no-store` and `noindex`, and never kept
   * by the page cache, which keys pages by path.
   */
  personalPaths: readonly string[];
}

export interface ServerRenderOptions {
  /** Path and query of the request, e.g. "/products/3". */
  url: string;
  /** PUBLIC_URL, for canonical links and sharing tags. */
  siteUrl: string;
  /** Runs the page's GraphQL operations in-process. */
  execute: GraphQLExecutor;
  /**
   * The day the page is rendered on, YYYY-MM-DD in the company's calendar (the backend's
   * `companyToday()`): every pass renders it, and the browser hydrates with it (AppState).
   */
  renderedOn: string;
}

export interface ServerRenderResult {
  status: number;
  /** How many times the tree was rendered: 1 when every query was answered before rendering. */
  passes: number;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical, Open Graph, Twitter and JSON-LD tags. */
  head: string;
  /**
   * The lazy modules the page rendered, as Vite's manifest names them (e.g.
   * `src/pages/Home/HomePage.tsx`): the backend links their stylesheets in the page's head, since
   * their markup is on the page before their code (and its CSS) would load.
   */
  modules: string[];
  /**
   * Lazy modules rendered only in parts below the first screens: their stylesheets are fetched
   * when a visitor scrolls near them, named on each part's `data-lazy-part` wrapper.
   */
  deferredModules: string[];
  /** JSON for `<script type="application/json" id="app-state">`. */
  state: string;
}

/** The module the frontend builds for the server (frontend/dist/server/entry-server.js). */
export interface ServerEntry {
  /**
   * The part of a page's path and query its content depends on (frontend/src/app/page-key.ts):
   * pages are rendered and cached under it, so other query strings share one render.
   */
  pageKey(url: string): string;
  render(options: ServerRenderOptions): Promise<ServerRenderResult>;
  /** The route table (frontend/src/app/site-routes.ts): sitemap pages, path builders, admin area. */
  siteRoutes: SiteRoutes;
}
