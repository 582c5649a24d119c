import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  newsletterArticleMock,
  newsletterErrorMock,
  newsletterNotFoundMock,
  newsletterWithoutPdfMock,
} from './NewsletterArticle.mock';
import { feedLinks, NEWSLETTER_FEED_LINKS, sharingImageTags } from '../../test/head';
import { NewsletterArticlePage } from './NewsletterArticlePage';

const renderAt = (path: string, mocks = [newsletterArticleMock]) =>
  renderWithProviders(<NewsletterArticlePage />, { mocks, path, route: '/newsletter/:id' });

describe('NewsletterArticlePage', () => {
  it('shows a loading state, then date, title, summary and image', async () => {
    const { container } = renderAt('/newsletter/7');
    expect(screen.getByText('Loading newsletter...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fall Fertility and Organic Matter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('October 15, 2026')).toHaveAttribute(
      'datetime',
      '2026-10-15T18:00:00.000Z',
    );
    expect(
      screen.getByText('Fall is the best time to rebuild organic matter.'),
    ).toBeInTheDocument();
    expect(container.querySelector('img[src="/images/newsletters/2026-10.svg"]')).not.toBeNull();
  });

  it('loads the cover first, at its size, and preloads it from the head', async () => {
    renderAt('/newsletter/7');
    await screen.findByRole('heading', { level: 1 });
    const cover = document.querySelector('img.newsletter-article__image');
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '450');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      '/images/newsletters/2026-10.svg',
    );
  });

  it('renders the body line by line: headings, paragraphs and spacers', async () => {
    const { container } = renderAt('/newsletter/7');
    await screen.findByRole('heading', { level: 1 });
    const body = container.querySelector('.newsletter-article__body')!;
    expect(
      [...body.children].map((el) =>
        el.classList.contains('newsletter-article__spacer')
          ? 'spacer'
          : `${el.tagName.toLowerCase()}: ${el.textContent}`,
      ),
    ).toEqual([
      'h2: Rebuilding Eroded Knolls',
      'p: Hilltops lose topsoil first and often yield half of the field average.',
      'spacer',
      'p: • Spread Carbon Rebuild at 2 to 4 tonnes per acre',
      'p: Organic matter rose 0.4% in three years on our demonstration knoll.',
      'p: Coming soon: our Salt Index App',
      'h2: Book Your Fall Consultation',
    ]);
  });

  it('offers the PDF edition and the way back to the list', async () => {
    renderAt('/newsletter/7');
    const pdf = await screen.findByRole('region', { name: 'PDF Edition' });
    const download = within(pdf).getByRole('link', { name: /Download PDF/ });
    expect(download).toHaveAttribute('href', '/newsletters/2026-10.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'View All Newsletters' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });

  it('leaves out the PDF block when the newsletter has no PDF', async () => {
    renderAt('/newsletter/4', [newsletterWithoutPdfMock]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'PDF Edition' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Newsletters' })).toBeInTheDocument();
  });

  it('sets article metadata from the newsletter and Article structured data', async () => {
    renderAt('/newsletter/7');
    await screen.findByRole('heading', { level: 1 });
    const meta = (name: string) =>
      document.head.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
    expect(document.title).toBe('Fall Fertility and Organic Matter | Prairie Elite Agronomics');
    expect(meta('description')).toHaveAttribute(
      'content',
      'Fall is the best time to rebuild organic matter.',
    );
    expect(meta('og:type')).toHaveAttribute('content', 'article');
    // The cover is an SVG: social sites get its 1200×630 JPEG, drawn by the server.
    expect(sharingImageTags()).toEqual({
      image: 'http://localhost:4000/og/newsletter/7.jpeg',
      width: '1200',
      height: '630',
      type: 'image/jpeg',
      card: 'summary_large_image',
      twitterImage: 'http://localhost:4000/og/newsletter/7.jpeg',
    });
    expect(feedLinks()).toEqual(NEWSLETTER_FEED_LINKS);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/newsletter/7',
    );
    const jsonLd = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Fall Fertility and Organic Matter',
      datePublished: '2026-10-15T18:00:00.000Z',
      image: ['http://localhost:4000/images/newsletters/2026-10.svg'],
    });
  });

  it('shows "Newsletter Not Found" for an id no newsletter has', async () => {
    renderAt('/newsletter/99999', [newsletterNotFoundMock]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsletter Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The newsletter article you're looking for doesn't exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Newsletters' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('shows "Newsletter Not Found" for an id that is not a number, without asking the API', () => {
    // No mocks: a query would fail and show the error state instead.
    renderAt('/newsletter/abc', []);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Newsletter Not Found' }),
    ).toBeInTheDocument();
  });

  it('shows the error when the newsletter cannot be loaded', async () => {
    renderAt('/newsletter/7', [newsletterErrorMock]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading the newsletter: 502: Bad Gateway',
    );
    expect(screen.queryByText('Newsletter Not Found')).not.toBeInTheDocument();
  });
});
