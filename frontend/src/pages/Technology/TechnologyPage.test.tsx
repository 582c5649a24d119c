import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TECHNOLOGIES } from './technologyContent';
import { TechnologyPage } from './TechnologyPage';
import { TechnologySummaryPage } from './TechnologySummaryPage';

function section(name: string): HTMLElement {
  const found = screen.getByText(name, { selector: 'h2' }).closest('section');
  if (!found) throw new Error(`No section "${name}"`);
  return found;
}

describe('TechnologyPage', { timeout: 20_000 }, () => {
  it.each(['micro-extraction', 'nanosorb'] as const)(
    'shows hero, how it works, key benefits, applications and a button to /products (%s)',
    (slug) => {
      const content = TECHNOLOGIES[slug];
      renderWithProviders(<TechnologyPage slug={slug} />, { path: `/technologies/${slug}` });
      expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
      expect(screen.getByText(content.tagline)).toBeVisible();
      expect(within(section('How It Works')).getAllByRole('listitem')).toHaveLength(
        content.steps.length,
      );
      expect(within(section('Key Benefits')).getAllByRole('listitem')).toHaveLength(
        content.benefits.length,
      );
      expect(within(section('Applications')).getAllByRole('listitem')).toHaveLength(
        content.applications.length,
      );
      expect(screen.getByRole('link', { name: 'Explore Our Products' })).toHaveAttribute(
        'href',
        '/products',
      );
      expect(document.title).toBe(`${content.title} | Prairie Elite Agronomics`);
    },
  );

  it('states the NanoSorb absorption claim', () => {
    renderWithProviders(<TechnologyPage slug="nanosorb" />);
    expect(
      within(section('Key Benefits')).getByText(
        'Nutrient absorption up to 35% better than traditional methods',
      ),
    ).toBeVisible();
  });
});

describe('TechnologySummaryPage', () => {
  it.each([
    ['micro-extraction', 'Micro Extraction', '/soil-diagnostics/micro-xtraction'],
    ['nanosorb', 'NanoSorb', '/soil-diagnostics/nanosorb'],
  ] as const)('summarises %s and links to the full page', (slug, name, path) => {
    renderWithProviders(<TechnologySummaryPage slug={slug} />, { path });
    expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByRole('link', { name: `Learn More about ${name}` })).toHaveAttribute(
      'href',
      `/technologies/${slug}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Soil Diagnostics' })).toHaveAttribute(
      'href',
      '/soil-diagnostics',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:4000${path}`,
    );
  });
});
