import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { homeErrorMocks, homeLoadingMocks, homeMocks, newsletters } from './HomePage.mock';
import { HomePage } from './HomePage';

afterEach(() => vi.restoreAllMocks());

/** The section under an h2 (text queries: role queries over the whole page are slow in jsdom). */
function region(name: string): HTMLElement {
  const section = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!section) throw new Error(`No section "${name}"`);
  return section;
}

// antd's full page is heavy for jsdom on a busy machine.
describe('HomePage', { timeout: 20_000 }, () => {
  it('shows the headline, the technology cards and the healthy soil section', async () => {
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    expect(screen.getByText('Innovative Agricultural Solutions', { selector: 'h1' })).toBeVisible();
    const learnMore = await within(region('Our Technologies')).findAllByRole('link', {
      name: /^Learn More about /,
    });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/technologies/micro-extraction',
      '/technologies/nanosorb',
    ]);
    expect(region('Healthy Soil, Resilient Future')).toBeVisible();
    expect(await screen.findByText(/Earning farmers' trust/)).toBeInTheDocument();
  });

  it('shows the first three people as full cards and the rest as farm consultants', async () => {
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    await screen.findByText('Our Farm Consultants');
    const consultants = region('Our Farm Consultants');
    const team = region('Meet Our Team');
    const allNames = within(team)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    const consultantNames = within(consultants)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(allNames.slice(0, 3)).toEqual([
      'Harold Brandvold',
      'Dr. Elena Marchetti',
      'Curtis Nakamura',
    ]);
    expect(consultantNames).toEqual(['Brenda Halvorson', 'Jason Whitford', 'Amrit Gill']);
    // Full cards show role, credentials and bio.
    expect(within(team).getByText('Technical Director')).toBeInTheDocument();
    expect(within(team).getByText('Ph.D. Soil Science, P.Ag.')).toBeInTheDocument();
    expect(
      within(team).getByText('Harold Brandvold works with growers across the prairies.'),
    ).toBeInTheDocument();
  });

  it('shows the testimonials with their stars, content and customer', async () => {
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    const reviews = region('What Our Customers Say');
    expect(
      await within(reviews).findByText('Dale Kowalchuk, grain farmer near Vegreville'),
    ).toBeInTheDocument();
    expect(
      within(reviews).getByText('Soil Booster brought life back to a tired hay field.'),
    ).toBeInTheDocument();
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    expect(within(reviews).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
  });

  it('features the newest newsletter and opens its PDF in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as Window);
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    const featured = region('Monthly Newsletter');
    expect(
      await within(featured).findByRole('heading', { name: 'Fall Fertility and Organic Matter' }),
    ).toBeInTheDocument();
    expect(within(featured).queryByText('NanoSorb Technology in the Field')).toBeNull();
    await userEvent.click(within(featured).getByRole('button', { name: 'Read Full Newsletter' }));
    expect(open).toHaveBeenCalledWith('/newsletters/2026-10.pdf', '_blank');
  });

  it('only logs when the PDF cannot be opened', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    await userEvent.click(await screen.findByRole('button', { name: 'Read Full Newsletter' }));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/newsletters/2026-10.pdf'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives PDF troubleshooting tips in a tooltip', async () => {
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    const trigger = await screen.findByRole('button', { name: 'Trouble opening the PDF?' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.mouseEnter(trigger);
      await act(() => vi.advanceTimersByTimeAsync(800));
    } finally {
      vi.useRealTimers();
    }
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Check that a PDF viewer is enabled in your browser.');
    expect(tooltip).toHaveTextContent('Refresh the page and try again.');
    expect(tooltip).toHaveTextContent('Allow pop-ups for this site.');
  });

  it('links to the article when the newest newsletter has no PDF', async () => {
    renderWithProviders(<HomePage />, {
      mocks: homeMocks({ letters: [{ ...newsletters[0], pdfUrl: '' }] }),
    });
    expect(await screen.findByRole('link', { name: 'Read Full Newsletter' })).toHaveAttribute(
      'href',
      '/newsletter/7',
    );
  });

  it('shows exactly three testimonial placeholders while loading', async () => {
    renderWithProviders(<HomePage />, { mocks: homeLoadingMocks });
    // The sections below the first screens arrive with their own code.
    expect(
      await within(region('What Our Customers Say')).findAllByText('Loading testimonial'),
    ).toHaveLength(3);
    expect(await screen.findByText('Loading our team...')).toBeInTheDocument();
    expect(await screen.findByText('Loading newsletter...')).toBeInTheDocument();
    expect(region('Our Technologies').querySelectorAll('.ant-card-loading')).toHaveLength(2);
    // The subscribe form needs no data (its code arrives on its own).
    expect(await screen.findByPlaceholderText('Enter your email')).toBeInTheDocument();
  });

  it('shows a failure per section', async () => {
    renderWithProviders(<HomePage />, { mocks: homeErrorMocks });
    expect(
      await screen.findByText('Failed to load the team. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load testimonials. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load the newsletter. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      await within(region('Our Technologies')).findByText(
        'Failed to load technologies. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('shows empty states when there is nothing to show', async () => {
    renderWithProviders(<HomePage />, { mocks: homeMocks({ team: [], reviews: [], letters: [] }) });
    expect(await screen.findByText('Our team will be introduced here soon.')).toBeInTheDocument();
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    expect(await screen.findByText('No newsletter has been published yet.')).toBeInTheDocument();
  });

  it('sets the title, canonical URL and the same company data as /contact', async () => {
    renderWithProviders(<HomePage />, { mocks: homeMocks() });
    await waitFor(() =>
      expect(document.title).toBe('Innovative Agricultural Solutions | Prairie Elite Agronomics'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/',
    );
    await waitFor(() => {
      const script = document.head.querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
        // A LocalBusiness is an Organization; one @id names the company on every page.
        '@type': 'LocalBusiness',
        '@id': 'http://localhost:4000/#organization',
        name: 'Prairie Elite Agronomics',
        address: { addressLocality: 'Edmonton', addressRegion: 'AB' },
      });
    });
  });
});
