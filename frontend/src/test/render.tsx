import { InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from 'ui-kit';
import { ADMIN_TYPE_POLICIES } from '../features/admin/adminCache';
import { SITE_TYPE_POLICIES } from '../app/apollo';
import { RouterLink } from '../app/RouterLink';
import { HeadProvider } from '../app/meta';
import { PageDataContext, PageDataStore, type PageDataSource } from '../app/page-data';
import type { TypedMock } from './mocks';

export interface RenderOptions {
  /** Apollo mocks, one per expected operation, built by `./mocks` (`*.mock.ts` files feed them). */
  mocks?: readonly TypedMock[];
  /** The URL the router starts at. */
  path?: string;
  /** Route pattern the element is mounted at, e.g. "/products/:id" (default: any path). */
  route?: string;
}

/**
 * Public pages' data (app/page-data) from the mocks: an empty page data per render, whose
 * queries and mutations go to the mocked Apollo Client around it, as a page opened in the app
 * asks the API.
 */
export function MockedPageData({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [source] = useState<PageDataSource>(() => ({
    store: new PageDataStore(),
    client: () => Promise.resolve(client),
  }));
  return <PageDataContext.Provider value={source}>{children}</PageDataContext.Provider>;
}

/** Renders a page or component with the site's providers: Apollo mocks, theme, toasts, router. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], path = '/', route = '*' }: RenderOptions = {},
): RenderResult {
  return render(
    // The app's type policies, so "Load more" merges pages in tests as it does on the site, and
    // the company is one cached object there too.
    <MockedProvider
      mocks={mocks}
      cache={new InMemoryCache({ typePolicies: { ...SITE_TYPE_POLICIES, ...ADMIN_TYPE_POLICIES } })}
    >
      <MockedPageData>
        <HeadProvider manager={{ siteUrl: 'http://localhost:4000' }}>
          <BrandProvider linkComponent={RouterLink}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
              </Routes>
            </MemoryRouter>
          </BrandProvider>
        </HeadProvider>
      </MockedPageData>
    </MockedProvider>,
  );
}
