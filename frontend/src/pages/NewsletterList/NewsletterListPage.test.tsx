import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  newsletterListEmptyMock,
  newsletterListErrorMock,
  newsletterListMock,
} from './NewsletterList.mock';
import { feedLinks, NEWSLETTER_FEED_LINKS } from '../../test/head';
import { NewsletterListPage } from './NewsletterListPage';

describe('NewsletterListPage', () => {
  it('shows a loading state, then the newsletters grouped by year, newest first', async () => {
    const { container } = renderWithProviders(<NewsletterListPage />, {
      mocks: [newsletterListMock],
    });
    expect(screen.getByText('Loading newsletters...')).toBeInTheDocument();
    await screen.findByText('Fall Fertility and Organic Matter');
    // One section per year, each titled by its year and holding its issues, newest first.
    const years = [...container.querySelectorAll('section[aria-labelledby^="newsletter-year-"]')];
    expect(
      years.map((section) => [
        section.querySelector('h2')?.textContent,
        [...section.querySelectorAll('h3')].map((h) => h.textContent),
      ]),
    ).toEqual([
      [
        '2026',
        [
          'Fall Fertility and Organic Matter',
          'Understanding Fertilizer Salt Index',
          'Planning Your 2026 Fertility Program',
        ],
      ],
      ['2025', ['Year in Review: Lessons From the 2025 Season']],
    ]);
  });

  it('shows month and year, summary, the article link and the PDF only when there is one', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListMock] });
    const [review] = within(await screen.findByRole('region', { name: '2025' })).getAllByRole(
      'listitem',
    );
    const planning = within(screen.getByRole('region', { name: '2026' })).getAllByRole(
      'listitem',
    )[2];
    expect(review).toHaveTextContent('November 2025');
    expect(review).toHaveTextContent('Summary of Year in Review: Lessons From the 2025 Season.');
    expect(within(review!).getByRole('link', { name: /Read Full Article/ })).toHaveAttribute(
      'href',
      '/newsletter/1',
    );
    expect(within(review!).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(planning).toHaveTextContent('February 2026');
    expect(within(planning!).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/newsletters/2026-02.pdf',
    );
  });

  it('puts the subscribe form before the newsletters', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListMock] });
    await screen.findByRole('region', { name: '2026' });
    // The form itself (validation, toasts, reset) is tested with NewsletterSubscribe.
    expect(await screen.findByPlaceholderText('Enter your email')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Subscribe to Our Newsletter', '2026', '2025']);
  });

  it('shows an empty state when nothing is published', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListEmptyMock] });
    expect(await screen.findByText('No newsletters yet')).toBeInTheDocument();
    // The subscribe form stays available.
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows the error when the newsletters cannot be loaded', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListErrorMock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading newsletters: 503: Service Unavailable',
    );
  });

  it('sets its title and canonical URL, and links the RSS and Atom feeds', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListMock] });
    await screen.findByRole('region', { name: '2025' });
    expect(document.title).toBe('Newsletter | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/newsletter',
    );
    expect(feedLinks()).toEqual(NEWSLETTER_FEED_LINKS);
  });
});
