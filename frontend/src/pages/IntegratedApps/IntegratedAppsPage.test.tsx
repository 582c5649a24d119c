import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { IntegratedAppsPage } from './IntegratedAppsPage';

function cardsOf(section: HTMLElement | null): HTMLElement[] {
  return [...(section?.querySelectorAll<HTMLElement>('li') ?? [])];
}

// Static content: no query, so no loading, empty or error state to show. Plain DOM queries: role
// queries over eleven antd cards take seconds in jsdom.
describe('IntegratedAppsPage', () => {
  it('lists seven disabled applications, each with a development notice', () => {
    renderWithProviders(<IntegratedAppsPage />, { path: '/integrated-apps' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Agricultural Solution Hub' }),
    ).toBeInTheDocument();
    const cards = cardsOf(screen.getByText('Our Applications').closest('section'));
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Crop Health Monitoring',
      'Weather Risk Management',
      'Soil Analysis & Management',
      'Pest & Disease Control',
      'Resource Optimization',
      'Market Price Analytics',
      'Field Operations Planning',
    ]);
    for (const card of cards) {
      expect(card.querySelector('button')).toHaveTextContent('Coming Soon');
      expect(card.querySelector('button')).toBeDisabled();
      expect(card).toHaveTextContent('currently under development');
    }
  });

  it('shows the four integrated solutions as under development', () => {
    renderWithProviders(<IntegratedAppsPage />, { path: '/integrated-apps' });
    const section = screen
      .getByText('Integrated Solutions for Modern Agriculture')
      .closest('section');
    const cards = cardsOf(section);
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Unified Platform',
      'Data Security',
      'Real-time Analytics',
      'Cloud Integration',
    ]);
    for (const card of cards) {
      expect(card).toHaveTextContent(
        'This feature is under development and will be available soon.',
      );
    }
  });

  it('announces the phased launch and links to all applications', () => {
    renderWithProviders(<IntegratedAppsPage />, { path: '/integrated-apps' });
    expect(screen.getByText(/launching these applications in phases/)).toBeInTheDocument();
    expect(screen.getByText('View All Applications').closest('a')).toHaveAttribute('href', '/apps');
  });
});
