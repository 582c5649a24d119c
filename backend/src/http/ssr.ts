import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { Request } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GraphQLContext } from '../graphql/context.js';

/** A public page of the sitemap (an entry of frontend/src/app/site-routes.ts). */
export interface SitemapRoute {
  path: string;
  /** The page lists this content: its `<lastmod>` is the content's latest change. */
  changesWith?: 'products' | 'newsletters';
}

/**
 * What the server needs of the frontend's route table (entry-server's `siteRoutes`). The backend
 * may not import the frontend's sources, so it reads the table from the bundle it renders with and
 * keeps no copy of the site's paths.
 */
export interface SiteRoutes {
  /** The public pages of the sitemap, in order. */
  sitemap: readonly SitemapRoute[];
  /** A product's canonical page, e.g. /products/3. */
  productPath(id: number | string): string;
  /** A newsletter's article, e.g. /newsletter/12. */
  newsletterPath(id: number | string): string;
  /** The admin area's prefix (/admin): rendered in the browser only, kept out of search engines. */
  adminPath: string;
}

/** The module the frontend builds for the server (frontend/src/entry-server.tsx). */
export interface ServerEntry {
  /**
   * The part of a page's path and query its content depends on (frontend/src/app/page-key.ts):
   * pages are rendered and cached under it, so other query strings share one render.
   */
  pageKey(url: string): string;
  render(options: {
    url: string;
    siteUrl: string;
    execute: (request: {
      query: string;
      variables: Record<string, unknown>;
      operationName?: string;
    }) => Promise<FormattedExecutionResult>;
  }): Promise<{ status: number; html: string; head: string; state: string }>;
  /** The route table (frontend/src/app/site-routes.ts): sitemap pages, path builders, admin area. */
  siteRoutes: SiteRoutes;
}

/** Where the renderer and the page template come from: the build, or Vite in `npm run dev`. */
export interface RendererSource {
  template(url: string): Promise<string>;
  entry(): Promise<ServerEntry>;
  /** Vite only: rewrites a stack trace to source positions. */
  fixStack?(error: Error): void;
}

/** Caches a successful load only, so a build finished after start-up is picked up. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export function builtRenderer(frontendDist: string): RendererSource {
  return {
    template: once(() => readFile(join(frontendDist, 'client', 'index.html'), 'utf8')),
    entry: once(() => import(pathToFileURL(join(frontendDist, 'server', 'entry-server.js')).href)),
  };
}

export interface PageParts {
  head: string;
  html?: string;
  state: string;
}

/**
 * Fills the template's placeholders (frontend/index.html). The parts are inserted as they are:
 * given as functions, since a replacement string would read `$&`, `$'` and the like in page
 * content (a product description, a newsletter) as instructions.
 */
export function fillTemplate(template: string, parts: PageParts): string {
  const state = `<script type="application/json" id="app-state">${parts.state}</script>`;
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html ?? '')
    .replace('<!--app-state-->', () => state);
}

/**
 * Runs the page's GraphQL operations through Apollo Server in-process, with the same context,
 * validation and error formatting as /graphql, but without an HTTP round trip.
 */
export function inProcessExecutor(
  apollo: ApolloServer<GraphQLContext>,
  context: () => Promise<GraphQLContext>,
) {
  return async (request: {
    query: string;
    variables: Record<string, unknown>;
    operationName?: string;
  }): Promise<FormattedExecutionResult> => {
    const response = await apollo.executeOperation(request, { contextValue: await context() });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used here');
    return response.body.singleResult as FormattedExecutionResult;
  };
}

/** The request's path and query, as the router sees it. */
export function requestUrl(req: Request): string {
  return req.originalUrl || req.url;
}
