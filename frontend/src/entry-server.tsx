import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { createApolloClient } from './app/apollo';
import { serializeAppState } from './app/app-state';
import { AppProviders } from './app/AppProviders';
import { RenderedModules } from './app/lazyComponent';
import { getOperationAST, type DocumentNode } from 'graphql';
import { createExecutorLink, type ExecutedOperation } from './app/executor-link';
import { renderHeadTags, type HeadTag } from './app/meta';
import { PageDataStore, type PageDataSnapshot } from './app/page-data';
import { useServerPageQuery } from './app/page-data/server';
import {
  ADMIN_PATH,
  newsletterPath,
  personalPaths,
  productPath,
  PUBLIC_ROUTES,
  sitemapRoutes,
} from './app/site-routes';
import type {
  ServerEntry,
  ServerRenderOptions,
  ServerRenderResult,
  SiteRoutes,
} from './server-contract';

export { pageKey } from './app/page-key';

/**
 * The route table as the backend reads it (SiteRoutes, server-contract.d.ts): the backend may
 * not import the frontend's sources, but it loads this bundle, so its sitemap, robots.txt and
 * admin shell follow the table instead of keeping copies of it.
 */
export const siteRoutes: SiteRoutes = {
  sitemap: sitemapRoutes(),
  productPath,
  newsletterPath,
  newsletterListPath: PUBLIC_ROUTES.newsletter.path,
  adminPath: ADMIN_PATH,
  personalPaths: personalPaths(),
};

const PERSONAL = new Set(siteRoutes.personalPaths);

export type { GraphQLExecutor, ServerRenderOptions, ServerRenderResult } from './server-contract';

/** How many pages' queries are remembered (the least recently rendered are forgotten first). */
const REMEMBERED_PAGES = 1000;

/** A query a page used, as its component asked for it. */
interface PageQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/**
 * The queries each page (by URL, i.e. page key) used at its last render, answered without errors;
 * pages that answered 200 only (a not-found path is not worth remembering).
 * Apollo finds a page's queries by rendering it, so a page renders twice: once to find them, once
 * with their answers. A page rendered again (after a content change, or with the page cache off)
 * runs the queries it used last time first, all at once, and then renders once from the filled
 * cache. A page whose queries change with its data still comes out right: when that render asks
 * for anything the cache lacks, Apollo runs it and renders again, as the first time; and a query
 * the page no longer uses is forgotten, as only the queries of the last render are kept.
 */
const rememberedQueries = new Map<string, PageQuery[]>();

function remember(url: string, queries: PageQuery[] | undefined): void {
  rememberedQueries.delete(url);
  if (!queries) return;
  rememberedQueries.set(url, queries);
  if (rememberedQueries.size > REMEMBERED_PAGES) {
    rememberedQueries.delete(rememberedQueries.keys().next().value!);
  }
}

/** Names a query by its operation and variables (the link sees a copy of the document). */
const queryKey = (operationName: string | undefined, variables: unknown) =>
  `${operationName ?? ''} ${JSON.stringify(variables ?? {})}`;

/**
 * One complete document: with the default chunk size React outlines large Suspense boundaries
 * after the footer and reveals them by script (throttled), which shows the loading state first,
 * shifts the layout and delays the largest paint.
 */
const renderDocument = (node: ReactNode) =>
  prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });

/**
 * Renders one public page to HTML with its data: Apollo renders the tree until every query has
 * answered (lazy routes included), then the HTML, head tags, styles and each query's data (the
 * page data the browser hydrates from, app/page-data) are returned.
 */
export async function render({
  url,
  siteUrl,
  execute,
  renderedOn,
}: ServerRenderOptions): Promise<ServerRenderResult> {
  const executed: ExecutedOperation[] = [];
  let asked = 0;
  const client = createApolloClient({
    link: createExecutorLink(
      (request) => {
        asked++;
        return execute(request);
      },
      (operation) => executed.push(operation),
    ),
    ssrMode: true,
  });
  let status = 200;
  let headTags: HeadTag[] = [];
  // Each query's data as the final pass rendered it: what the browser hydrates from.
  let pageData: PageDataSnapshot = {};
  const source = {
    store: new PageDataStore(),
    client: () => Promise.resolve(client),
    serverQuery: useServerPageQuery,
    collect: (key: string, data: unknown) => (pageData[key] = data),
  };
  // No style collection: antd's styles are static stylesheets (the theme's zeroRuntime). The lazy
  // modules the page renders are, so the backend links their stylesheets.
  const usedModules = { modules: new Set<string>(), deferred: new Set<string>() };
  const tree = (
    <RenderedModules.Provider value={usedModules}>
      <ApolloProvider client={client}>
        <StaticRouter location={url}>
          <AppProviders
            pageData={source}
            head={{ siteUrl, collect: (tags) => (headTags = tags) }}
            reportStatus={(code) => (status = code)}
            renderedOn={renderedOn}
          >
            <App />
          </AppProviders>
        </StaticRouter>
      </ApolloProvider>
    </RenderedModules.Provider>
  );

  // Pages rendered before: their queries first, so the first pass needs nothing more. A failed
  // answer is not kept in the cache, so the render asks again and gets a second pass.
  const remembered = rememberedQueries.get(url) ?? [];
  await Promise.all(
    remembered.map(({ query, variables }) =>
      client.query({ query, variables }).catch(() => undefined),
    ),
  );
  // Apollo renders again whenever a pass used a query, even one answered from the cache: stop it
  // after a first pass that asked the executor for nothing, which is then complete.
  const complete = new AbortController();
  let used: PageQuery[] = [];
  const { result, diagnostics } = await prerenderStatic({
    tree,
    signal: complete.signal,
    // Each pass starts afresh: only the final, complete render decides status and head.
    renderFunction: async (node) => {
      status = 200;
      headTags = [];
      pageData = {};
      usedModules.modules.clear();
      usedModules.deferred.clear();
      const before = asked;
      const rendered = await renderDocument(node);
      // The queries the page's components watch (Apollo keeps them while it renders).
      used = [...client.getObservableQueries('all')].map((watched) => ({
        query: watched.query,
        variables: watched.variables ?? {},
      }));
      // The prerender resolves once everything has rendered, so every query has been asked for.
      if (remembered.length > 0 && asked === before) complete.abort();
      return rendered;
    },
    maxRerenders: 10,
    diagnostics: true,
  });
  const failed = new Set(
    executed
      .filter((operation) => !operation.ok)
      .map((operation) => queryKey(operation.operationName, operation.variables)),
  );
  // A personal page's queries carry its token: not worth remembering, nor keeping in memory.
  const personal = PERSONAL.has(new URL(url, 'http://page.invalid').pathname);
  remember(
    url,
    status === 200 && !personal
      ? used.filter(
          ({ query, variables }) =>
            !failed.has(queryKey(getOperationAST(query)?.name?.value, variables)),
        )
      : undefined,
  );
  return {
    status,
    passes: diagnostics?.renderCount ?? 0,
    html: result,
    head: renderHeadTags(headTags),
    modules: [...usedModules.modules],
    deferredModules: [...usedModules.deferred].filter((key) => !usedModules.modules.has(key)),
    state: serializeAppState({ siteUrl, pageData, renderedOn }),
  };
}

/**
 * This module as the backend loads it must be a ServerEntry: the default below only compiles
 * while it is, so a drift from the contract fails the frontend's typecheck.
 */
export type ContractCheck<Module extends ServerEntry = typeof import('./entry-server')> = Module;
