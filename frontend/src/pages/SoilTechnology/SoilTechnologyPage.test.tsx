import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  soilDiagnosticsEntry,
  technologyEntry,
  technologyErrorMock,
  technologyLoadingMock,
  technologyMock,
} from './SoilTechnology.mock';
import { SoilTechnologyPage } from './SoilTechnologyPage';

function section(name: string): HTMLElement {
  const found = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`No section "${name}"`);
  return found;
}

describe('SoilTechnologyPage', { timeout: 20_000 }, () => {
  it('shows the "technology" entry by default', async () => {
    renderWithProviders(<SoilTechnologyPage />, {
      path: '/soil-diagnostics/technology',
      mocks: [technologyMock('technology', technologyEntry)],
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'NanoSorb and Micro Extraction Technology',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Two proprietary technologies that put more of every nutrient into the crop.',
      ),
    ).toBeVisible();
    expect(screen.getByText('NanoSorb is a nanoscale carrier technology.')).toBeVisible();
    const quote = screen.getByText('We set out to feed the crop, not the soil chemistry.');
    expect(quote.closest('figure')).toHaveTextContent('Technical Director');
    expect(
      screen.getByRole('img', { name: 'Nanoscale carriers around a root hair' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Micro Extraction process' })).toBeVisible();
    expect(within(section('Key Benefits')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section('Applications')).getAllByRole('listitem')).toHaveLength(2);
    const related = within(section('Related Products')).getAllByRole('link');
    expect(related.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Elite Phos', '/solutions/products/elite-phos'],
      ['Elite Nitro', '/solutions/products/elite-nitro'],
      ['Elite Gro', '/solutions/products/elite-gro'],
    ]);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(
      'NanoSorb and Micro Extraction Technology | Prairie Elite Agronomics',
    );
  });

  it('shows the entry of ?key=soil-diagnostics', async () => {
    renderWithProviders(<SoilTechnologyPage />, {
      path: '/soil-diagnostics/technology?key=soil-diagnostics',
      mocks: [technologyMock('soil-diagnostics', soilDiagnosticsEntry)],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soil Diagnostics' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Prime Micro Calcium' })).toHaveAttribute(
      'href',
      '/solutions/products/prime-micro-calcium',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/soil-diagnostics/technology?key=soil-diagnostics',
    );
  });

  it('shows "Technology Not Found" for an unknown key', async () => {
    renderWithProviders(<SoilTechnologyPage />, {
      path: '/soil-diagnostics/technology?key=unknown',
      mocks: [technologyMock('unknown', null)],
    });
    expect(await screen.findByRole('heading', { name: 'Technology Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows "Technology Not Found" for another page\'s entry of the API, without asking for it', async () => {
    // The API would answer "nanosorb" (the full page's entry): this page has only its two keys.
    renderWithProviders(<SoilTechnologyPage />, {
      path: '/soil-diagnostics/technology?key=nanosorb',
      mocks: [technologyMock('nanosorb', { ...technologyEntry, key: 'nanosorb' })],
    });
    expect(await screen.findByRole('heading', { name: 'Technology Not Found' })).toBeVisible();
    expect(screen.queryByText(technologyEntry.title)).toBeNull();
  });

  it('shows a loading state', () => {
    renderWithProviders(<SoilTechnologyPage />, { mocks: [technologyLoadingMock] });
    expect(screen.getByText('Loading technology...')).toBeInTheDocument();
  });

  it('shows an error when the content cannot be loaded', async () => {
    renderWithProviders(<SoilTechnologyPage />, { mocks: [technologyErrorMock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading technology: Failed to fetch',
    );
  });
});
