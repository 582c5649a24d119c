import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { builtInStatusesMock, changedStatusesMock } from './Apps.mock';
import { AppsPage } from './AppsPage';

const cardsOf = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.apps-page__grid > li'),
];

// The statuses come from the office's Settings; while they load (or if they cannot be read) the
// built-in ones show, so the page has no loading or error state of its own.
describe('AppsPage', () => {
  it('lists the four apps with their status; the working tools link to their pages', async () => {
    const { container } = renderWithProviders(<AppsPage />, {
      path: '/apps',
      mocks: [builtInStatusesMock],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Agricultural Technology Suite' }),
    ).toBeInTheDocument();
    // Plain DOM queries: role queries over four antd cards take seconds in jsdom.
    const cards = cardsOf(container);
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Optimize Calculator',
      'Spray Condition App',
      'Salt Index App',
      'FarmOps Manager',
    ]);
    for (const card of cards.slice(0, 3)) {
      expect(within(card).getByText('Beta')).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(cards[0].querySelector('a')).toHaveAttribute('href', '/apps/optimize-calculator'),
    );
    expect(cards[0].querySelector('a')).toHaveTextContent('Open App');
    expect(cards[2].querySelector('a')).toHaveAttribute('href', '/apps/salt-index');
    expect(cards[1].querySelector('a')).toHaveAttribute('href', '/apps/spray-conditions');
    expect(cards[3].querySelector('.pe-status')).toHaveTextContent('Coming Soon');
    expect(cards[3].querySelector('button')).toHaveTextContent('Join Waitlist');
    // Its waitlist is open: the button opens a dialog (AppsPage.waitlist.test.tsx).
    expect(cards[3].querySelector('button')).toBeEnabled();
  });

  it('shows the status the office set, and no link for an app held back', async () => {
    const { container } = renderWithProviders(<AppsPage />, {
      path: '/apps',
      mocks: [changedStatusesMock],
    });
    const cards = cardsOf(container);
    await waitFor(() => expect(within(cards[0]).getByText('Live')).toBeInTheDocument());
    expect(cards[0].querySelector('a')).toHaveAttribute('href', '/apps/optimize-calculator');
    expect(cards[2].querySelector('.pe-status')).toHaveTextContent('Coming Soon');
    expect(cards[2].querySelector('a')).toBeNull();
    expect(cards[2].querySelector('button')).toBeDisabled();
  });

  it('shows the development notice and the three badges', () => {
    renderWithProviders(<AppsPage />, { path: '/apps' });
    expect(screen.getByText(/Our apps are in development/)).toBeInTheDocument();
    for (const badge of ['Enterprise Security', 'Multi-user Access', 'Real-time Updates']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
  });

  it('sets its own title and canonical URL', async () => {
    renderWithProviders(<AppsPage />, { path: '/apps' });
    await screen.findByText('Salt Index App');
    expect(document.title).toBe('Agricultural Technology Suite | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/apps',
    );
  });
});
