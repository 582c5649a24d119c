import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  LONG_DESCRIPTION,
  products,
  productsErrorMocks,
  productsLoadingMocks,
  productsMocks,
} from './Products.mock';
import { ProductsPage } from './ProductsPage';

function section(name: string): HTMLElement {
  const found = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`No section "${name}"`);
  return found;
}

const names = (el: HTMLElement) =>
  within(el)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('ProductsPage', { timeout: 20_000 }, () => {
  it('groups the products under the three categories', async () => {
    renderWithProviders(<ProductsPage />, { path: '/products', mocks: productsMocks() });
    await screen.findByText('Elite Phos');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Plant Nutrition',
      'Soil Health',
      'Organic Solutions',
      'Technologies',
    ]);
    expect(names(section('Plant Nutrition'))).toEqual(['Elite Phos', 'Elite Nitro']);
    expect(names(section('Soil Health'))).toEqual(['Soil Booster']);
    expect(names(section('Organic Solutions'))).toEqual(['Organic Kelp Max']);
  });

  it('opens with the full-width hero, outside the page container', () => {
    renderWithProviders(<ProductsPage />, { mocks: productsLoadingMocks });
    const title = screen.getByRole('heading', { level: 1, name: 'Our Products' });
    const hero = title.closest('.pe-hero');
    expect(hero).toHaveTextContent(
      'Plant nutrition, soil health and organic fertilizers for prairie field crops, with our Micro Extraction and NanoSorb technologies.',
    );
    expect(hero?.closest('.page')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('cuts descriptions at 200 characters', async () => {
    renderWithProviders(<ProductsPage />, { mocks: productsMocks() });
    expect(await screen.findByText(`${LONG_DESCRIPTION.slice(0, 200)}...`)).toBeInTheDocument();
  });

  it('links each "View Details" to its product page', async () => {
    renderWithProviders(<ProductsPage />, { mocks: productsMocks() });
    await screen.findByText('Elite Phos');
    const links = screen.getAllByRole('link', { name: 'View Details' });
    // Each link is described by its card's heading: the product it opens.
    expect(
      links.map((link) => [
        document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual(expect.arrayContaining(products.map(({ id, name }) => [name, `/products/${id}`])));
    expect(links).toHaveLength(products.length);
    expect(screen.queryByRole('button', { name: 'View Details' })).toBeNull();
  });

  it('lists the technologies with "Learn More" links', async () => {
    renderWithProviders(<ProductsPage />, { mocks: productsMocks() });
    const links = await within(section('Technologies')).findAllByRole('link', {
      name: /^Learn More about /,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/technologies/micro-extraction',
      '/technologies/nanosorb',
    ]);
  });

  it('shows "Loading products..." while loading', () => {
    renderWithProviders(<ProductsPage />, { mocks: productsLoadingMocks });
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
  });

  it('shows the red error message on failure', async () => {
    renderWithProviders(<ProductsPage />, { mocks: productsErrorMocks });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load products. Please try again later.');
    expect(alert).toHaveClass('ant-alert-error');
  });

  it('says so when no products are listed', async () => {
    renderWithProviders(<ProductsPage />, { mocks: productsMocks([]) });
    expect(await screen.findByText('No products are listed yet.')).toBeInTheDocument();
  });

  it('sets its title and canonical URL', async () => {
    renderWithProviders(<ProductsPage />, { path: '/products', mocks: productsMocks() });
    await screen.findByText('Elite Phos');
    expect(document.title).toBe('Our Products | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/products',
    );
  });
});
