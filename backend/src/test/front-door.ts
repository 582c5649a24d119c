import type { Express } from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../http/app.js';
import { cacheFrontDoor, headersSetBy, type ResponseCaches } from '../http/cache-front-door.js';
import { pageTemplate } from '../http/page-csp.js';
import { ResponseCache } from '../http/response-cache.js';
import type { RendererSource, ServerEntry } from '../http/ssr.js';
import { createLogger } from '../logger.js';
import { testSiteRoutes } from './site-routes.js';

/*
 * The pieces of a test that looks at the response caches as production wires them: the three
 * caches, a stand-in renderer for pages, and the front door ahead of the app (as server.ts).
 */

/** The built template's shape: the head, the page in `#root`, then its state. */
export const TEST_TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/** The three response caches, on (60 s, `maxEntries` each). */
export function testResponseCaches(maxEntries = 100): ResponseCaches {
  const options = { ttlSeconds: 60, maxEntries };
  return {
    pages: new ResponseCache(options),
    reads: new ResponseCache(options),
    graphql: new ResponseCache(options),
  };
}

/**
 * What a stand-in page gives: its markup, and what differs from a plain page (status 200, the
 * title "Page", an empty state).
 */
export interface StandInPage {
  html: string;
  status?: number;
  head?: string;
  state?: string;
}

/**
 * A renderer whose pages `render` makes (with the route table of test/site-routes.ts and no lazy
 * modules), keyed by `pageKey`, in `template` (by default TEST_TEMPLATE).
 */
export function standInRenderer(
  pageKey: ServerEntry['pageKey'],
  render: (options: Parameters<ServerEntry['render']>[0]) => Promise<StandInPage>,
  template = TEST_TEMPLATE,
): RendererSource {
  const entry: ServerEntry = {
    pageKey,
    async render(options) {
      const {
        html,
        status = 200,
        head = '<title>Page</title>',
        state = '{}',
      } = await render(options);
      return { status, html, head, state, passes: 1, modules: [], deferredModules: [] };
    },
    siteRoutes: testSiteRoutes,
  };
  return { template: async () => pageTemplate(template), entry: async () => entry };
}

/** The app behind the front door on 127.0.0.1; `reachedApp` is called for each request it passes on. */
export async function serveBehindFrontDoor(
  app: Express,
  caches: ResponseCaches,
  reachedApp: () => void = () => undefined,
): Promise<{ base: string; close(): Promise<void> }> {
  const fromCache = cacheFrontDoor(caches, headersSetBy(securityHeaders()), createLogger('silent'));
  const server = createServer(async (req, res) => {
    if (await fromCache(req, res)) return;
    reachedApp();
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
