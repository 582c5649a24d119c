import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CompanyDocument,
  NewsletterArticleDocument,
  SubscribeDocument,
} from '../../graphql/generated/graphql';
import { companyData } from '../company.mock';
import { PageDataContext, type PageDataSource } from './context';
import { pageDataKey } from './key';
import { PageDataStore } from './store';
import { usePageMutation } from './usePageMutation';
import { usePageQuery } from './usePageQuery';
import { usePageRefetch } from './usePageRefetch';

/** A stand-in for Apollo Client: only what the page data calls. */
function fakeClient() {
  return {
    query: vi.fn(async () => ({ data: { company: companyData } as unknown })),
    mutate: vi.fn(async () => ({ data: { subscribe: null } as unknown })),
  };
}

function sourceWith(client: ReturnType<typeof fakeClient>, store = new PageDataStore()) {
  const load = vi.fn(async () => client as unknown as ApolloClient);
  const source: PageDataSource = { store, client: load };
  return { source, load };
}

/** `ui` with `source` as the page data around it. */
const renderWith = (source: PageDataSource, ui: ReactNode) =>
  render(<PageDataContext.Provider value={source}>{ui}</PageDataContext.Provider>);

function Email() {
  const { data, loading, error } = usePageQuery(CompanyDocument);
  if (loading) return <p>loading</p>;
  if (error) return <p>failed: {error.message}</p>;
  return <p>{data?.company?.email}</p>;
}

describe('page data (public pages without Apollo Client on first load)', () => {
  it('keys a query by operation and variables, whatever their order', () => {
    expect(pageDataKey(CompanyDocument, undefined)).toBe('Company {}');
    expect(pageDataKey(NewsletterArticleDocument, { id: '7' })).toBe(
      'NewsletterArticle {"id":"7"}',
    );
    expect(pageDataKey(CompanyDocument, { b: 1, a: { d: 2, c: undefined } })).toBe(
      pageDataKey(CompanyDocument, { a: { d: 2 }, b: 1 }),
    );
  });

  it("renders the server's data at once, without loading Apollo Client or asking", () => {
    const client = fakeClient();
    const store = new PageDataStore({ 'Company {}': { company: companyData } });
    const { source, load } = sourceWith(client, store);
    renderWith(
      source,
      <>
        <Email />
      </>,
    );
    // The first render already has it, as hydration needs.
    expect(screen.getByText('info@example.com')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(client.query).not.toHaveBeenCalled();
  });

  it('asks the API once for a query the page lacks, however many components use it', async () => {
    const client = fakeClient();
    const { source } = sourceWith(client);
    renderWith(
      source,
      <>
        <Email />
        <Email />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('info@example.com')).toHaveLength(2);
    expect(client.query).toHaveBeenCalledTimes(1);
    expect(client.query).toHaveBeenCalledWith(
      expect.objectContaining({ query: CompanyDocument, variables: undefined }),
    );
  });

  it('does not ask a skipped query', () => {
    const client = fakeClient();
    const { source, load } = sourceWith(client);
    function Skipped() {
      const { loading, data } = usePageQuery(NewsletterArticleDocument, {
        variables: { id: '0' },
        skip: true,
      });
      return <p>{loading ? 'loading' : `done ${data === undefined}`}</p>;
    }
    renderWith(
      source,
      <>
        <Skipped />
      </>,
    );
    expect(screen.getByText('done true')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failure, and asks again when the page is opened again', async () => {
    const client = fakeClient();
    client.query.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { source } = sourceWith(client);
    const first = renderWith(source, <Email />);
    expect(await screen.findByText('failed: Failed to fetch')).toBeInTheDocument();
    first.unmount();
    renderWith(source, <Email />);
    expect(await screen.findByText('info@example.com')).toBeInTheDocument();
    expect(client.query).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when cleared (leaving the admin area), so pages ask again', async () => {
    const client = fakeClient();
    const store = new PageDataStore({
      'Company {}': { company: { ...companyData, email: 'old@example.com' } },
    });
    const { source } = sourceWith(client, store);
    renderWith(
      source,
      <>
        <Email />
      </>,
    );
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    act(() => store.clear());
    expect(await screen.findByText('info@example.com')).toBeInTheDocument();
  });

  it('asks a query again only when the visitor does, and shows the newer answer', async () => {
    const client = fakeClient();
    const store = new PageDataStore({
      'Company {}': { company: { ...companyData, email: 'old@example.com' } },
    });
    const { source, load } = sourceWith(client, store);
    const rejected = vi.fn();
    function CheckAgain() {
      const refetch = usePageRefetch(CompanyDocument, {});
      return <button onClick={() => void refetch().catch(rejected)}>Check again</button>;
    }
    renderWith(
      source,
      <>
        <Email />
        <CheckAgain />
      </>,
    );
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    // Past Apollo's cache, once, and into the page's data, where usePageQuery reads it.
    expect(await screen.findByText('info@example.com')).toBeInTheDocument();
    expect(client.query).toHaveBeenCalledTimes(1);
    expect(client.query).toHaveBeenCalledWith(
      expect.objectContaining({ query: CompanyDocument, fetchPolicy: 'network-only' }),
    );
    // A failed check rejects and leaves the answer the page has.
    client.query.mockRejectedValueOnce(new Error('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(rejected).toHaveBeenCalledWith(new Error('Failed to fetch')));
    expect(screen.getByText('info@example.com')).toBeInTheDocument();
  });

  it('sends a mutation through Apollo Client, loaded at the first submit, and rejects on failure', async () => {
    const client = fakeClient();
    const { source, load } = sourceWith(client);
    const variables = { input: { email: 'farmer@example.com', source: 'test' } };
    const rejected = vi.fn();
    function Form() {
      const [subscribe, state] = usePageMutation(SubscribeDocument);
      return (
        <>
          <button onClick={() => void subscribe({ variables }).catch(rejected)}>Subscribe</button>
          <p>{state.loading ? 'sending' : (state.error?.message ?? `sent ${state.called}`)}</p>
        </>
      );
    }
    renderWith(
      source,
      <>
        <Form />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('sent false')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('sent true')).toBeInTheDocument();
    expect(client.mutate).toHaveBeenCalledWith({ mutation: SubscribeDocument, variables });
    expect(rejected).not.toHaveBeenCalled();

    client.mutate.mockRejectedValueOnce(new Error('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(rejected).toHaveBeenCalledWith(new Error('Failed to fetch'));
  });
});
