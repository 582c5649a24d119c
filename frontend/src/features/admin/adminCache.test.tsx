import { ApolloClient, ApolloLink, InMemoryCache, gql, type FieldPolicy } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import SCHEMA from '../../../../backend/schema.graphql?raw';
import {
  AdminProductsDocument,
  type AdminProductsQuery,
} from '../../graphql/generated/admin-products/graphql';
import { ADMIN_TYPE_POLICIES, useAdminTypePolicies } from './adminCache';
import { ADMIN_SECTIONS, type AdminSection, type RecordSection } from './sections';

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

describe("the policies of the content types' admin lists", () => {
  const sections = Object.values(ADMIN_SECTIONS as Record<string, AdminSection>).filter(
    (section): section is RecordSection => 'list' in section,
  );
  const fields = ADMIN_TYPE_POLICIES.Query!.fields as Record<string, FieldPolicy>;

  it("follow the section table: each section's list field, kept apart by its arguments", () => {
    expect(sections.length).toBeGreaterThan(8);
    for (const { list } of sections) expect(fields[list.field]?.keyArgs).toEqual(list.args);
    // `admin<Many>` by one search unless a section says more, as the screens query them.
    expect(fields.adminTestimonials?.keyArgs).toEqual(['search']);
    expect(fields.adminCertificationCards?.keyArgs).toEqual(['search']);
    expect(fields.adminTeamMembers?.keyArgs).toEqual(['group', 'search']);
    expect(fields.adminTechnologies?.keyArgs).toEqual(['search']);
    expect(fields.adminVideos?.keyArgs).toEqual(['categoryId', 'search']);
    // Lists that are no section's records keep their own.
    expect(fields.contacts?.keyArgs).toEqual(['search', 'status', 'businessType', 'from', 'to']);
    expect(fields.outboxMessages?.keyArgs).toBe(false);
  });

  it("name connections of the server's schema, by arguments it has", () => {
    const query = buildSchema(SCHEMA).getQueryType()!.getFields();
    for (const { list } of sections) {
      const field = query[list.field];
      expect(field, list.field).toBeDefined();
      const type = getNamedType(field!.type);
      expect(isObjectType(type) && 'pageInfo' in type.getFields(), list.field).toBe(true);
      const args = field!.args.map((arg) => arg.name);
      expect(args, list.field).toEqual(expect.arrayContaining([...list.args, 'first', 'after']));
      // Every argument but the page's keeps a list apart: none is left out.
      expect(args.filter((arg) => !['first', 'after'].includes(arg)).sort()).toEqual(
        [...list.args].sort(),
      );
    }
  });

  it("append a next page of a tab's videos to that tab's list only", () => {
    // One page of a tab's videos, by id (as CONTACTS reads contacts).
    const VIDEOS = gql(`query Videos($categoryId: ID!, $after: String) {
      adminVideos(categoryId: $categoryId, first: 1, after: $after) {
        edges { cursor node { id } } pageInfo { hasNextPage endCursor }
      }
    }`);
    const videos = (id: string, hasNextPage: boolean) => ({
      adminVideos: {
        __typename: 'VideoConnection',
        edges: [{ __typename: 'VideoEdge', cursor: `c${id}`, node: { __typename: 'Video', id } }],
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${id}` },
      },
    });
    const cache = new InMemoryCache({ typePolicies: ADMIN_TYPE_POLICIES });
    const write = (categoryId: string, id: string, after?: string) =>
      cache.writeQuery({
        query: VIDEOS,
        variables: { categoryId, ...(after ? { after } : {}) },
        data: videos(id, !after),
      });
    write('1', 'a');
    write('2', 'x');
    write('1', 'b', 'ca');
    const ids = (categoryId: string) =>
      cache
        .readQuery<ReturnType<typeof videos>>({ query: VIDEOS, variables: { categoryId } })
        ?.adminVideos.edges.map((edge) => edge.node.id);
    expect(ids('1')).toEqual(['a', 'b']);
    expect(ids('2')).toEqual(['x']);
  });
});
