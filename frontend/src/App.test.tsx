import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from 'ui-kit';
import { App } from './App';
import { CompanyDocument } from './graphql/generated/graphql';

const company = {
  __typename: 'Company' as const,
  name: 'Prairie Elite Agronomics',
  legalName: 'Prairie Elite Agronomics Ltd.',
  mission: 'Practical fertilizers for prairie farms.',
  headOfficePhone: '780-555-0142',
  fax: '780-555-0143',
  saskatchewanPhone: '306-555-0187',
  tollFreePhone: '1-888-555-0199',
  email: 'info@example.com',
  headOffice: {
    __typename: 'AddressType' as const,
    street: '1 Main St',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 0H6',
  },
  warehouse: {
    __typename: 'AddressType' as const,
    street: 'RR 191',
    city: 'Tofield',
    province: 'AB',
    postalCode: 'T0B 4J0',
  },
};

const companyMock = { request: { query: CompanyDocument }, result: { data: { company } } };

function renderAt(path: string, mocks: MockedProviderProps['mocks'] = [companyMock]) {
  return render(
    <MockedProvider mocks={mocks}>
      <BrandProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </BrandProvider>
    </MockedProvider>,
  );
}

describe('App routes', () => {
  it('shows the not-found screen inside the site layout for any unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    // The header and the footer are on every page; the footer is fed by the company query.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('780-555-0142');
    expect(
      within(screen.getByRole('contentinfo')).getByText(/Prairie Elite Agronomics/),
    ).toBeInTheDocument();
  });
});
