import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from 'ui-kit';
import { App } from './App';
import { companyMock } from './app/company.mock';
import type { TypedMock } from './test/mocks';
import { MockedPageData } from './test/render';

function renderAt(path: string, mocks: readonly TypedMock[] = [companyMock]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MockedPageData>
        <BrandProvider>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </BrandProvider>
      </MockedPageData>
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
