import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { GraphQLOperationRequest } from '../server-contract';
import { createExecutorLink, type ExecutedOperation } from './executor-link';

const COMPANY = gql`
  query Company($withPhone: Boolean!) {
    company {
      name
      phone @include(if: $withPhone)
    }
  }
`;

function clientWith(answer: Parameters<typeof createExecutorLink>[0]) {
  const executed: ExecutedOperation[] = [];
  const client = new ApolloClient({
    link: createExecutorLink(answer, (operation) => executed.push(operation)),
    cache: new InMemoryCache(),
  });
  return { client, executed };
}

describe('createExecutorLink (server rendering)', () => {
  it('hands the executor the document the page holds, its variables and name, and returns the answer', async () => {
    const requests: GraphQLOperationRequest[] = [];
    const { client, executed } = clientWith(async (request) => {
      requests.push(request);
      return {
        data: { company: { __typename: 'Company', name: 'Prairie Elite', phone: '555-0100' } },
      };
    });
    const { data } = await client.query({ query: COMPANY, variables: { withPhone: true } });
    expect(data).toEqual({
      company: { __typename: 'Company', name: 'Prairie Elite', phone: '555-0100' },
    });
    expect(requests).toHaveLength(1);
    // Apollo adds __typename to the page's document; the executor gets that document, not a text.
    expect(requests[0]!.document.kind).toBe('Document');
    expect(requests[0]!.variables).toEqual({ withPhone: true });
    expect(requests[0]!.operationName).toBe('Company');
    expect(executed).toEqual([
      expect.objectContaining({
        operationName: 'Company',
        variables: { withPhone: true },
        ok: true,
      }),
    ]);
  });

  it('reports an answer with errors as not ok, and a failing executor as a network error', async () => {
    const failing = clientWith(async () => ({
      data: { company: null },
      errors: [{ message: 'down' }],
    }));
    await failing.client.query({
      query: COMPANY,
      variables: { withPhone: false },
      errorPolicy: 'all',
    });
    expect(failing.executed.map((operation) => operation.ok)).toEqual([false]);

    const broken = clientWith(() => Promise.reject(new Error('executor fault')));
    await expect(
      broken.client.query({ query: COMPANY, variables: { withPhone: false } }),
    ).rejects.toThrow('executor fault');
    expect(broken.executed).toEqual([]);
  });
});
