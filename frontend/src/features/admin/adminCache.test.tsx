import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AdminProductsDocument,
  type AdminProductsQuery,
} from '../../graphql/generated/admin-products/graphql';
import { useAdminTypePolicies } from './adminCache';

const CONTACTS = gql`
  query Contacts($after: String) {
    contacts(first: 1, after: $after) {
      edges {
        cursor
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const SEARCHED = gql`
  query Searched($search: String, $after: String) {
    contacts(first: 1, search: $search, after: $after) {
      edges {
        cursor
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const page = (id: string, hasNextPage: boolean) => ({
  contacts: {
    __typename: 'ContactConnection',
    edges: [{ __typename: 'ContactEdge', cursor: `c${id}`, node: { __typename: 'Contact', id } }],
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${id}` },
  },
});

describe('useAdminTypePolicies', () => {
  it("makes the page's own cache append a next page of contacts to the first", () => {
    // The site's client: a cache made without the admin policies.
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    renderHook(() => useAdminTypePolicies(), { wrapper });

    client.writeQuery({ query: CONTACTS, variables: {}, data: page('1', true) });
    client.writeQuery({ query: CONTACTS, variables: { after: 'c1' }, data: page('2', false) });
    const merged = client.readQuery<ReturnType<typeof page>>({ query: CONTACTS, variables: {} });
    expect(merged?.contacts.edges.map((edge) => edge.node.id)).toEqual(['1', '2']);
    expect(merged?.contacts.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps the contacts of each search apart, and appends a next page to its own search', () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    renderHook(() => useAdminTypePolicies(), { wrapper });

    client.writeQuery({ query: SEARCHED, variables: { search: null }, data: page('1', true) });
    client.writeQuery({ query: SEARCHED, variables: { search: 'dale' }, data: page('7', true) });
    client.writeQuery({
      query: SEARCHED,
      variables: { search: 'dale', after: 'c7' },
      data: page('9', false),
    });
    const ids = (search: string | null) =>
      client
        .readQuery<ReturnType<typeof page>>({ query: SEARCHED, variables: { search } })
        ?.contacts.edges.map((edge) => edge.node.id);
    expect(ids(null)).toEqual(['1']);
    expect(ids('dale')).toEqual(['7', '9']);
  });

  it('appends a next page of admin products to the list of its own search and category', () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    renderHook(() => useAdminTypePolicies(), { wrapper });
    const products = (id: string, hasNextPage: boolean): AdminProductsQuery => ({
      adminProducts: {
        __typename: 'ProductConnection',
        edges: [
          {
            __typename: 'ProductEdge',
            cursor: `c${id}`,
            node: {
              __typename: 'Product',
              id,
              name: `Product ${id}`,
              category: 'SOIL_HEALTH',
              imageUrl: '',
              certifications: [],
            },
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${id}` },
        totalCount: 2,
      },
    });
    const vars = (search: string | null, after?: string) => ({
      first: 1,
      search,
      category: null,
      ...(after ? { after } : {}),
    });
    const query = AdminProductsDocument;
    client.writeQuery({ query, variables: vars('humate'), data: products('1', true) });
    client.writeQuery({ query, variables: vars('humate', 'c1'), data: products('2', false) });
    client.writeQuery({ query, variables: vars(null), data: products('5', true) });
    const ids = (search: string | null) =>
      client
        .readQuery({ query, variables: vars(search) })
        ?.adminProducts.edges.map((edge) => edge.node.id);
    expect(ids('humate')).toEqual(['1', '2']);
    expect(ids(null)).toEqual(['5']);
  });
});
