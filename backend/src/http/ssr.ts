import type { Request } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../../frontend/src/server-contract.js';
import { NONCE_SLOT, withNonceSlots } from './page-csp.js';

export type {
  GraphQLExecutor,
  ServerEntry,
  SiteRoutes,
  SitemapRoute,
} from '../../../frontend/src/server-contract.js';

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
 * content (a product description, a newsletter) as instructions. The template's scripts (the
 * entry loader), the head's and the state's get the nonce slot, filled per response
 * (http/page-csp.ts).
 */
export function fillTemplate(template: string, parts: PageParts): string {
  const state = `<script nonce="${NONCE_SLOT}" type="application/json" id="app-state">${parts.state}</script>`;
  return withNonceSlots(template)
    .replace('<!--app-head-->', () => withNonceSlots(parts.head))
    .replace('<!--app-html-->', () => parts.html ?? '')
    .replace('<!--app-state-->', () => state);
}

/** The request's path and query, as the router sees it. */
export function requestUrl(req: Request): string {
  return req.originalUrl || req.url;
}
