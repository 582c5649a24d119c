import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadedImage } from '../../test/images';
import { companyMock } from '../../app/company.mock';
import { renderWithProviders } from '../../test/render';
import {
  bareProduct,
  elitePhos,
  productBySlugMock,
  productErrorMock,
  productLoadingMock,
  productMock,
} from './ProductDetail.mock';
import { ProductBySlugPage } from './ProductBySlugPage';
import { sharingImageTags } from '../../test/head';
import { ProductDetailPage } from './ProductDetailPage';

const NOT_FOUND_MESSAGE = "Sorry, the product you're looking for doesn't exist or has been removed";

function renderAt(
  path: string,
  mocks = [productMock('1', elitePhos), companyMock],
  route = '/products/:id',
) {
  return renderWithProviders(<ProductDetailPage />, { path, route, mocks });
}

function section(name: string): HTMLElement {
  const found = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`No section "${name}"`);
  return found;
}

describe('ProductDetailPage', { timeout: 20_000 }, () => {
  it('shows "Loading product information..." while loading', () => {
    renderAt('/products/1', [productLoadingMock('1')]);
    expect(screen.getByText('Loading product information...')).toBeInTheDocument();
  });

  it('shows the product: breadcrumb, image, name, description, features, category', async () => {
    renderAt('/products/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elite Phos' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(breadcrumb).getByText('Elite Phos')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'Elite Phos' })).toHaveAttribute(
      'src',
      '/images/products/elite-phos.svg',
    );
    expect(
      screen.getByText('A liquid phosphorus starter built on our NanoSorb carrier.'),
    ).toBeVisible();
    expect(within(section('Features & Benefits')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Plant Nutrition')).toBeVisible();
    // One way back: the breadcrumb's "Products" and "Back to Products" lead to the same page.
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('offers a call, a question about the product and its safety data sheet', async () => {
    renderAt('/products/1');
    await screen.findByText('Elite Phos', { selector: 'h1' });
    const order = section('Order or Ask an Agronomist');
    expect(await within(order).findByRole('link', { name: 'Call 1-888-555-0199' })).toHaveAttribute(
      'href',
      'tel:18885550199',
    );
    expect(within(order).getByRole('link', { name: 'Ask about this product' })).toHaveAttribute(
      'href',
      '/contact?product=Elite+Phos',
    );
    const sheet = within(order).getByRole('link', { name: /Safety Data Sheet \(PDF\)/ });
    expect(sheet).toHaveAttribute('href', '/documents/sds/elite-phos-sds.pdf');
    expect(sheet).toHaveAttribute('target', '_blank');
  });

  it('leaves the safety data sheet out when none is published', async () => {
    renderAt('/products/4', [productMock('4', bareProduct), companyMock]);
    await screen.findByText('Elite K', { selector: 'h1' });
    expect(screen.getByRole('link', { name: 'Ask about this product' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Safety Data Sheet/ })).toBeNull();
  });

  it('lists certifications, with "View Document" in a new tab only when there is a document', async () => {
    renderAt('/products/1');
    await screen.findByText('Elite Phos', { selector: 'h1' });
    const certifications = section('Certifications');
    expect(within(certifications).getByText('CFIA Fertilizer Registration')).toBeVisible();
    expect(within(certifications).getByText('ISO 9001:2015 Manufacturing')).toBeVisible();
    const links = within(certifications).getAllByRole('link', { name: /View Document/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute(
      'href',
      '/documents/certifications/elite-phos-cfia-fertilizer-registration.pdf',
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('leaves out features and certifications when there are none, and shows the placeholder image', async () => {
    renderAt('/products/4', [productMock('4', bareProduct), companyMock]);
    await screen.findByText('Elite K', { selector: 'h1' });
    expect(screen.queryByText('Features & Benefits')).toBeNull();
    expect(screen.queryByText('Certifications')).toBeNull();
    expect(screen.getByRole('img', { name: 'Elite K' })).toHaveAttribute('data-fallback', 'true');
  });

  it('loads the product image first and at its size, so nothing moves when it arrives', async () => {
    renderAt('/products/1');
    const image = await screen.findByRole('img', { name: 'Elite Phos' });
    // The size written in elite-phos.svg, as the API answers it.
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      '/images/products/elite-phos.svg',
    );
  });

  it('offers an uploaded photo as AVIF and WebP at the width of its column', async () => {
    const photo = uploadedImage('3f0c', 1200, 900);
    renderAt('/products/1', [
      productMock('1', { ...elitePhos, imageUrl: photo.url, image: photo }),
      companyMock,
    ]);
    const image = await screen.findByRole('img', { name: 'Elite Phos' });
    expect(image).toHaveAttribute('src', '/uploads/3f0c.jpg');
    const sources = image.closest('picture')!.querySelectorAll('source');
    expect([...sources].map((s) => [s.type, s.getAttribute('srcset')])).toEqual([
      ['image/avif', '/uploads/3f0c-480w.avif 480w, /uploads/3f0c-960w.avif 960w'],
      ['image/webp', '/uploads/3f0c-480w.webp 480w, /uploads/3f0c-960w.webp 960w'],
    ]);
    expect(sources[0]).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 470px, (min-width: 900px) 40vw, 100vw',
    );
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('imagesrcset', sources[0].getAttribute('srcset'));
  });

  it('swaps a broken image for the placeholder', async () => {
    renderAt('/products/1');
    const image = await screen.findByRole('img', { name: 'Elite Phos' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Elite Phos' })).toHaveAttribute(
      'data-fallback',
      'true',
    );
  });

  it('shows "Product Not Found" for a missing product', async () => {
    renderAt('/products/99999', [productMock('99999', null)]);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Products' })).toHaveAttribute(
      'href',
      '/soil-diagnostics',
    );
  });

  it('shows "Product Not Found" for an id that is not a number, without asking the server', () => {
    // No mocks: a query would fail with "no more mocked responses" and show an error instead.
    renderAt('/products/abc', []);
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    expect(screen.queryByText('Loading product information...')).toBeNull();
  });

  it('shows an error when the product cannot be loaded', async () => {
    renderAt('/products/1', [productErrorMock('1')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading product: Failed to fetch',
    );
  });

  it.each([
    ['/soil-diagnostics/1', '/soil-diagnostics/:id'],
    ['/solutions/1', '/solutions/:id'],
  ])('reads the id from %s too', async (path, route) => {
    renderAt(path, [productMock('1', elitePhos), companyMock], route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elite Phos' })).toBeVisible();
  });

  it('sets its title, canonical URL, image and Product data', async () => {
    renderAt('/solutions/1', [productMock('1', elitePhos), companyMock], '/solutions/:id');
    await screen.findByText('Elite Phos', { selector: 'h1' });
    expect(document.title).toBe('Elite Phos | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/products/1',
    );
    // The packaging is an SVG: social sites get its 1200×630 JPEG, drawn by the server.
    expect(sharingImageTags()).toEqual({
      image: 'http://localhost:4000/og/product/1.jpeg',
      width: '1200',
      height: '630',
      type: 'image/jpeg',
      card: 'summary_large_image',
      twitterImage: 'http://localhost:4000/og/product/1.jpeg',
    });
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Elite Phos',
      category: 'Plant Nutrition',
      url: 'http://localhost:4000/products/1',
      image: 'http://localhost:4000/images/products/elite-phos.svg',
    });
  });
});

describe('ProductBySlugPage', { timeout: 20_000 }, () => {
  it('finds the product by its slug', async () => {
    renderWithProviders(<ProductBySlugPage />, {
      path: '/solutions/products/elite-phos',
      route: '/solutions/products/:slug',
      mocks: [productBySlugMock('elite-phos', elitePhos)],
    });
    expect(screen.getByText('Loading product information...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Elite Phos' })).toBeVisible();
  });

  it('shows "Product Not Found" for an unknown slug', async () => {
    renderWithProviders(<ProductBySlugPage />, {
      path: '/solutions/products/no-such-thing',
      route: '/solutions/products/:slug',
      mocks: [productBySlugMock('no-such-thing', null)],
    });
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });
});
