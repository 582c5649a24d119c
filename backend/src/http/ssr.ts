import type { Request } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../../frontend/src/server-contract.js';
import { pageTemplate, type PageTemplate } from './page-csp.js';
import { scriptsOf, stylesheetsOf, type Manifest } from './page-styles.js';

export type {
  GraphQLExecutor,
  ServerEntry,
  SiteRoutes,
  SitemapRoute,
} from '../../../frontend/src/server-contract.js';

/** Where the renderer and the page template come from: the build, or Vite in `npm run dev`. */
export interface RendererSource {
  /** The template with its pages' Content-Security-Policy, read off it once per load. */
  template(url: string): Promise<PageTemplate>;
  entry(): Promise<ServerEntry>;
  /**
   * The build only: the stylesheets of the lazy modules a render used (page-styles.ts). Vite's
   * dev server has no manifest; it adds each module's styles by script as the module runs.
   */
  stylesheets?(modules: readonly string[]): Promise<string[]>;
  /** The build only: the script files of those modules, for the page loader (page-styles.ts). */
  scripts?(modules: readonly string[]): Promise<string[]>;
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
  const manifest = once(
    async () =>
      JSON.parse(
        await readFile(join(frontendDist, 'client', '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest,
  );
  return {
    template: once(async () =>
      pageTemplate(await readFile(join(frontendDist, 'client', 'index.html'), 'utf8')),
    ),
    entry: once(() => import(pathToFileURL(join(frontendDist, 'server', 'entry-server.js')).href)),
    // A page that rendered no lazy module (an error page) needs no manifest.
    stylesheets: async (modules) =>
      modules.length === 0 ? [] : stylesheetsOf(await manifest(), modules),
    scripts: async (modules) => (modules.length === 0 ? [] : scriptsOf(await manifest(), modules)),
  };
}

export interface PageParts {
  head: string;
  /** `<link rel="stylesheet">` tags, after the template's own (the entry's) stylesheet. */
  styles?: string;
  html?: string;
  state: string;
}

/**
 * Fills the template's placeholders (frontend/index.html). The parts are inserted as they are:
 * given as functions, since a replacement string would read `$&`, `$'` and the like in page
 * content (a product description, a newsletter) as instructions. Only the template's own scripts
 * may run (http/page-csp.ts): the state and the head's JSON-LD are data blocks, never run.
 * The page's stylesheets go last in the head, after the entry's, which they may override as they
 * did in one stylesheet.
 */
export function fillTemplate(template: string, parts: PageParts): string {
  const state = `<script type="application/json" id="app-state">${parts.state}</script>`;
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('</head>', () => (parts.styles ? `${parts.styles}\n</head>` : '</head>'))
    .replace('<!--app-html-->', () => parts.html ?? '')
    .replace('<!--app-state-->', () => state);
}

/** The request's path and query, as the router sees it. */
export function requestUrl(req: Request): string {
  return req.originalUrl || req.url;
}
