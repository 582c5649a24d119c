import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { createApolloClient } from './app/apollo';
import { serializeAppState } from './app/app-state';
import { AppProviders } from './app/AppProviders';
import { createExecutorLink, type GraphQLExecutor } from './app/executor-link';
import { renderHeadTags, type HeadTag } from './app/meta';

export { pageKey } from './app/page-key';

export type { GraphQLExecutor };

export interface ServerRenderOptions {
  /** Path and query of the request, e.g. "/products/3". */
  url: string;
  /** PUBLIC_URL, for canonical links and sharing tags. */
  siteUrl: string;
  /** Runs the page's GraphQL operations in-process. */
  execute: GraphQLExecutor;
}

export interface ServerRenderResult {
  status: number;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Title, description, canonical, Open Graph, Twitter and JSON-LD tags. */
  head: string;
  /** JSON for `<script type="application/json" id="app-state">`. */
  state: string;
}

/**
 * Renders one public page to HTML with its data: Apollo renders the tree until every query has
 * answered (lazy routes included), then the HTML, head tags, styles and Apollo cache are returned.
 */
export async function render({
  url,
  siteUrl,
  execute,
}: ServerRenderOptions): Promise<ServerRenderResult> {
  const client = createApolloClient({ link: createExecutorLink(execute), ssrMode: true });
  let status = 200;
  let headTags: HeadTag[] = [];
  // No style collection: antd's styles are a static stylesheet (the theme's zeroRuntime).
  const tree = (
    <StaticRouter location={url}>
      <AppProviders
        client={client}
        head={{ siteUrl, collect: (tags) => (headTags = tags) }}
        reportStatus={(code) => (status = code)}
      >
        <App />
      </AppProviders>
    </StaticRouter>
  );
  const { result } = await prerenderStatic({
    tree,
    // Each pass starts afresh: only the final, complete render decides status and head.
    renderFunction: (node) => {
      status = 200;
      headTags = [];
      // One complete document: with the default chunk size React outlines large Suspense
      // boundaries after the footer and reveals them by script (throttled), which shows the
      // loading state first, shifts the layout and delays the largest paint.
      return prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    },
    maxRerenders: 10,
  });
  return {
    status,
    html: result,
    head: renderHeadTags(headTags),
    state: serializeAppState({ siteUrl, apollo: client.extract() }),
  };
}
