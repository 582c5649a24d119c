import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  LONG_DESCRIPTION,
  soilErrorMocks,
  soilLoadingMocks,
  soilMocks,
} from './SoilDiagnostics.mock';
import { SoilDiagnosticsPage } from './SoilDiagnosticsPage';

const productList = () => screen.getByRole('list', { name: 'Products' });
const productNames = () =>
  within(productList())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('SoilDiagnosticsPage', { timeout: 20_000 }, () => {
  it('lists every product first and filters by each category', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { path: '/soil-diagnostics', mocks: soilMocks() });
    await screen.findByText('Elite Phos');
    expect(productNames()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Plant Nutrition' }));
    expect(productNames()).toEqual(['Elite Phos', 'Elite Nitro']);
    expect(screen.getByRole('button', { name: 'Plant Nutrition' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Soil Health' }));
    expect(productNames()).toEqual(['Soil Booster', 'Humic Plus', 'Bio Root Activator']);
    await userEvent.click(screen.getByRole('button', { name: 'Organic Solutions' }));
    expect(productNames()).toEqual(['Organic Kelp Max']);
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(productNames()).toHaveLength(6);
  });

  it("hides the other categories' cards rather than building them again", async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { path: '/soil-diagnostics', mocks: soilMocks() });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Elite Phos' })).closest(
      'li',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Organic Solutions' }));
    expect(card).not.toBeVisible();
    expect(card).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Elite Phos' }).closest('li')).toBe(card);
    expect(card).toBeVisible();
  });

  it('cuts descriptions at 150 characters and links "View Details" to /products/{id}', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { mocks: soilMocks() });
    expect(await screen.findByText(`${LONG_DESCRIPTION.slice(0, 150)}...`)).toBeInTheDocument();
    expect(screen.getByText('A stabilised liquid nitrogen for top-dress.')).toBeInTheDocument();
    const details = within(productList()).getAllByRole('link', { name: 'View Details' });
    expect(details[0]).toHaveAttribute('href', '/products/1');
    expect(details[2]).toHaveAttribute('href', '/products/7');
  });

  it('shows the placeholder image when a product image fails to load', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { mocks: soilMocks() });
    const image = await screen.findByRole('img', { name: 'Elite Phos' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Elite Phos' })).toHaveAttribute(
      'data-fallback',
      'true',
    );
  });

  it('shows the technology cards and a "Return to Home" link', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { mocks: soilMocks() });
    await screen.findByRole('heading', { level: 3, name: 'NanoSorb' });
    const learnMore = screen.getAllByRole('link', { name: /^Learn More about / });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/soil-diagnostics/micro-xtraction',
      '/soil-diagnostics/nanosorb',
      '/soil-diagnostics/technology?key=soil-diagnostics',
    ]);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // The first card's image is in a phone's first screen, often its largest paint.
    const images = screen.getAllByRole('img', { name: /Micro Extraction|NanoSorb/ });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('shows a loading state', () => {
    renderWithProviders(<SoilDiagnosticsPage />, { mocks: soilLoadingMocks });
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
  });

  it('shows "Error loading products: {message}" on failure', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, {
      mocks: soilErrorMocks(new Error('500: Internal Server Error')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading products: 500: Internal Server Error',
    );
  });

  it('shows "Unknown error" when the failure has no message', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { mocks: soilErrorMocks(new Error('')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading products: Unknown error',
    );
  });

  it('says so when there are no products', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { mocks: soilMocks([]) });
    expect(await screen.findByText('No products in this category yet.')).toBeInTheDocument();
  });

  it('sets its title and one canonical URL for both paths', async () => {
    renderWithProviders(<SoilDiagnosticsPage />, { path: '/solutions', mocks: soilMocks() });
    await screen.findByText('Elite Phos');
    expect(document.title).toBe('Soil Diagnostics & Solutions | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/soil-diagnostics',
    );
  });
});
