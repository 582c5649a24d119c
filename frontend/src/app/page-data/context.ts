import type { ApolloClient, ErrorLike } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext } from 'react';
import { PageDataStore } from './store';

/** What a public page's query may ask: Apollo's options that the pages use. */
export interface PageQueryOptions<TVariables> {
  variables?: TVariables;
  /** Do not ask (the page has nothing to ask for, e.g. an id that cannot exist). */
  skip?: boolean;
  /** `all`: keep the data of an answer that also has errors (a NOT_FOUND record's `null`). */
  errorPolicy?: 'none' | 'all';
}

/** A public page's query as its component sees it: the subset of Apollo's `useQuery` result. */
export interface PageQueryResult<TData> {
  data?: TData;
  loading: boolean;
  error?: ErrorLike;
}

/** How a query runs: in the browser from the page's data, on the server through Apollo. */
export type PageQueryHook = <TData, TVariables>(
  source: PageDataSource,
  document: TypedDocumentNode<TData, TVariables>,
  options: PageQueryOptions<TVariables> | undefined,
) => PageQueryResult<TData>;

/**
 * Where public pages get their data. In the browser: the page's data (PageDataStore) and Apollo
 * Client, loaded only when a query or mutation needs the API. On the server (entry-server.tsx):
 * Apollo's `useQuery`, whose answers are collected into the snapshot the browser starts from.
 */
export interface PageDataSource {
  store: PageDataStore;
  /** The Apollo Client that asks the API, loaded on first use. */
  client: () => Promise<ApolloClient>;
  /** Server rendering: runs queries through Apollo instead of the store. */
  serverQuery?: PageQueryHook;
  /** Server rendering: receives each query's data as the page rendered it. */
  collect?: (key: string, data: unknown) => void;
}

/** The browser's one Apollo Client (app/apolloClient.ts), in a chunk of its own. */
export const loadBrowserClient = () =>
  import('../apolloClient').then(({ browserApolloClient }) => browserApolloClient());

/** The browser's page data: main.tsx provides the one seeded with the server's snapshot. */
export const PageDataContext = createContext<PageDataSource>({
  store: new PageDataStore(),
  client: loadBrowserClient,
});
