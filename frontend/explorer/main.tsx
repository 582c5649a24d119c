import { GraphiQL } from 'graphiql';
// Monaco's editor, JSON and GraphQL workers as files of this build (Vite `?worker` imports, as
// GraphiQL 5 documents for Vite): loaded from our origin, no CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_QUERY } from './default-query';
import './explorer.css';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * POSTs to our own /graphql (the page's origin, the only one its Content-Security-Policy lets it
 * reach) with the headers typed in the header editor, e.g. the admin bearer token.
 */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      ...options?.headers,
    },
    body: JSON.stringify(params),
    // Only the headers typed in the editor speak for anyone: a signed-in admin's session cookie
    // stays with the admin.
    credentials: 'omit',
  });
  return response.json();
};

const root = document.getElementById('graphiql');
if (!root) throw new Error('explorer/index.html has no #graphiql element');
// The doc explorer and history plugins are GraphiQL's defaults; so is the header editor, whose
// contents (tokens) are not kept in local storage unless the visitor turns that on in settings.
createRoot(root).render(
  <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false}>
    <GraphiQL.Logo>
      <span className="explorer-logo">Prairie Elite Agronomics API</span>
    </GraphiQL.Logo>
  </GraphiQL>,
);
