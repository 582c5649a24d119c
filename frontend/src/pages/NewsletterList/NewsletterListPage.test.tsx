import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  newsletterListEmptyMock,
  newsletterListErrorMock,
  newsletterListMock,
} from './NewsletterList.mock';
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
      ['2025', ['Fall Fertility and Organic Matter', 'Understanding Fertilizer Salt Index']],
      [
        '2024',
        ['Year in Review: Lessons From the 2024 Season', 'Planning Your 2024 Fertility Program'],
      ],
    ]);
  });

  it('shows month and year, summary, the article link and the PDF only when there is one', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListMock] });
    const region = await screen.findByRole('region', { name: '2024' });
    const cards = within(region).getAllByRole('listitem');
    const [review, planning] = cards;
    expect(review).toHaveTextContent('November 2024');
    expect(review).toHaveTextContent('Summary of Year in Review: Lessons From the 2024 Season.');
    expect(within(review!).getByRole('link', { name: /Read Full Article/ })).toHaveAttribute(
      'href',
      '/newsletter/4',
    );
    expect(within(review!).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(planning).toHaveTextContent('February 2024');
    expect(within(planning!).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/newsletters/2024-02.pdf',
    );
  });

  it('puts the subscribe form before the newsletters', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListMock] });
    await screen.findByRole('region', { name: '2025' });
    // The form itself (validation, toasts, reset) is tested with NewsletterSubscribe.
    expect(await screen.findByPlaceholderText('Enter your email')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Subscribe to Our Newsletter', '2025', '2024']);
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

  it('sets its title and canonical URL', async () => {
    renderWithProviders(<NewsletterListPage />, { mocks: [newsletterListMock] });
    await screen.findByRole('region', { name: '2025' });
    expect(document.title).toBe('Newsletter | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/newsletter',
    );
  });
});
