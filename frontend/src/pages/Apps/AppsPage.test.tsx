import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppsPage } from './AppsPage';

// Static content: no query, so no loading, empty or error state to show.
describe('AppsPage', () => {
  it('lists the four apps with their status and a disabled button', () => {
    const { container } = renderWithProviders(<AppsPage />, { path: '/apps' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Agricultural Technology Suite' }),
    ).toBeInTheDocument();
    // Plain DOM queries: role queries over four antd cards take seconds in jsdom.
    const cards = [...container.querySelectorAll<HTMLElement>('.apps-page__grid > li')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Optimize Calculator',
      'Spray Condition App',
      'Salt Index App',
      'FarmOps Manager',
    ]);
    for (const card of cards.slice(0, 3)) {
      expect(within(card).getByText('Beta')).toBeInTheDocument();
      expect(card.querySelector('button')).toHaveTextContent('Coming Soon');
      expect(card.querySelector('button')).toBeDisabled();
    }
    expect(cards[3].querySelector('.pe-status')).toHaveTextContent('Coming Soon');
    expect(cards[3].querySelector('button')).toHaveTextContent('Join Waitlist');
    expect(cards[3].querySelector('button')).toBeDisabled();
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
