import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CompanyDocument,
  HomeTestimonialsDocument,
  NewsletterArticleDocument,
  type CompanyQuery,
  type NewsletterArticleQuery,
  type NewsletterArticleQueryVariables,
} from '../graphql/generated/graphql';
import { companyData } from '../app/company.mock';
import { newsletterArticleData } from '../pages/NewsletterArticle/NewsletterArticle.mock';
import { mockData, mockErrors, mockLoading, mockNetworkError, type TypedMock } from './mocks';
import type { RenderOptions } from './render';

/** A client that sends every operation to the given mocks, as MockedProvider does. */
function clientOf(...mocks: TypedMock[]) {
  return new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
}

describe('typed mocks', () => {
  it('answer the operation with their data', async () => {
    const client = clientOf(
      mockData(NewsletterArticleDocument, {
        variables: { id: '7' },
        data: { newsletter: newsletterArticleData },
      }),
    );
    const { data } = await client.query({
      query: NewsletterArticleDocument,
      variables: { id: '7' },
    });
    expect(data?.newsletter?.title).toBe('Fall Fertility and Organic Matter');
  });

  it('answer with data computed from the variables, for every request a matcher accepts', async () => {
    const client = clientOf(
      mockData(NewsletterArticleDocument, {
        variables: () => true,
        data: ({ id }) => ({ newsletter: { ...newsletterArticleData, id } }),
      }),
    );
    const { data } = await client.query({
      query: NewsletterArticleDocument,
      variables: { id: '4' },
    });
    expect(data?.newsletter?.id).toBe('4');
  });

  it('refuse with GraphQL errors, or fail as the network does', async () => {
    const refused = clientOf(
      mockErrors(CompanyDocument, {
        errors: [{ message: 'Not today', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    );
    await expect(refused.query({ query: CompanyDocument })).rejects.toThrow('Not today');
    const down = clientOf(
      mockNetworkError(CompanyDocument, { error: new Error('Failed to fetch') }),
    );
    await expect(down.query({ query: CompanyDocument })).rejects.toThrow('Failed to fetch');
  });

  it('never answer while loading', () => {
    expect(mockLoading(CompanyDocument)).toMatchObject({ delay: Infinity });
  });

  // The checks below are made by `tsc -p frontend` (npm run typecheck): each `@ts-expect-error`
  // fails the type check if the line under it compiles, so a mock that drifts from the schema
  // cannot compile. At run time they only build mocks nobody uses.
  it('do not compile when the data or the variables leave the contract', () => {
    const { headOffice } = companyData;
    const { email: _email, ...withoutEmail } = companyData;
    const { __typename: _typename, ...withoutTypename } = headOffice;

    // A field the query asks for is missing.
    // @ts-expect-error Property 'email' is missing
    mockData(CompanyDocument, { data: { company: withoutEmail } });
    mockData(HomeTestimonialsDocument, {
      data: {
        testimonials: [
          {
            __typename: 'Testimonial',
            id: '1',
            customerName: 'Dale',
            content: 'Good',
            // A string where the schema has a number.
            // @ts-expect-error Type 'string' is not assignable to type 'number'
            rating: '5',
          },
        ],
      },
    });
    mockData(CompanyDocument, {
      data: {
        company: {
          ...companyData,
          // A field the query does not ask for.
          // @ts-expect-error Object literal may only specify known properties
          website: 'https://example.com',
        },
      },
    });
    mockData(CompanyDocument, {
      data: {
        // A __typename that is not the type's.
        // @ts-expect-error Type '"Location"' is not assignable to type '"Address"'
        company: { ...companyData, headOffice: { ...headOffice, __typename: 'Location' } },
      },
    });
    mockData(CompanyDocument, {
      data: {
        // An object without the type name Apollo asks for in every selection.
        // @ts-expect-error Property '__typename' is missing
        company: { ...companyData, headOffice: withoutTypename },
      },
    });
    // The data of another operation.
    // @ts-expect-error Property 'company' is missing
    mockData(CompanyDocument, { data: { newsletter: newsletterArticleData } });
    // An operation with variables needs them...
    // @ts-expect-error Property 'variables' is missing
    mockData(NewsletterArticleDocument, { data: { newsletter: null } });
    // @ts-expect-error ...of the right name
    mockData(NewsletterArticleDocument, { variables: { slug: '7' }, data: { newsletter: null } });
    // @ts-expect-error ...and type.
    mockLoading(NewsletterArticleDocument, { variables: { id: 7 } });
    const handWritten = {
      request: { query: CompanyDocument },
      result: { data: { company: null } },
    };
    // @ts-expect-error A mock written by hand, whose data nothing checks, is refused by the renders.
    const _options: RenderOptions = { mocks: [handWritten] };
  });

  it('carry the types of their operation', () => {
    expectTypeOf(mockData(CompanyDocument, { data: { company: companyData } })).toEqualTypeOf<
      TypedMock<CompanyQuery, { [key: string]: never }>
    >();
    expectTypeOf(
      mockNetworkError(NewsletterArticleDocument, { variables: { id: '7' }, error: new Error() }),
    ).toEqualTypeOf<TypedMock<NewsletterArticleQuery, NewsletterArticleQueryVariables>>();
  });
});
