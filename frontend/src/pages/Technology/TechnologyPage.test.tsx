import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  TECHNOLOGY_ENTRIES,
  technologyPageErrorMock,
  technologyPageLoadingMock,
  technologyPageMock,
  technologySummaryErrorMock,
  technologySummaryLoadingMock,
  technologySummaryMock,
} from './Technology.mock';
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
    async (slug) => {
      const content = TECHNOLOGY_ENTRIES[slug];
      renderWithProviders(<TechnologyPage slug={slug} />, {
        path: `/technologies/${slug}`,
        mocks: [technologyPageMock(slug)],
      });
      expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeVisible();
      expect(screen.getByText(content.shortDescription)).toBeVisible();
      for (const paragraph of content.fullDescription) {
        expect(screen.getByText(paragraph)).toBeVisible();
      }
      expect(screen.getByRole('img', { name: content.imageAlts[0] })).toHaveAttribute(
        'src',
        `/images/technology/${slug}.svg`,
      );
      const steps = within(section('How It Works')).getAllByRole('listitem');
      expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
        content.steps.map((step) => step.title),
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

  it('states the NanoSorb absorption claim', async () => {
    renderWithProviders(<TechnologyPage slug="nanosorb" />, {
      mocks: [technologyPageMock('nanosorb')],
    });
    await screen.findByRole('heading', { level: 1, name: 'NanoSorb Technology' });
    expect(
      within(section('Key Benefits')).getByText(
        'Nutrient absorption up to 35% better than traditional methods',
      ),
    ).toBeVisible();
  });

  it('shows a loading state', () => {
    renderWithProviders(<TechnologyPage slug="nanosorb" />, {
      mocks: [technologyPageLoadingMock('nanosorb')],
    });
    expect(screen.getByText('Loading technology...')).toBeInTheDocument();
  });

  it('shows an error when the content cannot be loaded', async () => {
    renderWithProviders(<TechnologyPage slug="nanosorb" />, {
      mocks: [technologyPageErrorMock('nanosorb')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading technology: Failed to fetch',
    );
  });

  it('shows "Technology Not Found" when the API has no entry', async () => {
    renderWithProviders(<TechnologyPage slug="nanosorb" />, {
      path: '/technologies/nanosorb',
      mocks: [technologyPageMock('nanosorb', null)],
    });
    expect(await screen.findByRole('heading', { name: 'Technology Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

describe('TechnologySummaryPage', { timeout: 20_000 }, () => {
  it.each([
    ['micro-extraction', 'Micro Extraction', '/soil-diagnostics/micro-xtraction'],
    ['nanosorb', 'NanoSorb', '/soil-diagnostics/nanosorb'],
  ] as const)('summarises %s and links to the full page', async (slug, name, path) => {
    const content = TECHNOLOGY_ENTRIES[slug];
    renderWithProviders(<TechnologySummaryPage slug={slug} />, {
      path,
      mocks: [technologySummaryMock(slug)],
    });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByText(content.summary)).toBeVisible();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((item) => content.benefits.includes(item.textContent ?? ''))
        .map((item) => item.textContent),
    ).toEqual(content.benefits.slice(0, 3));
    expect(screen.getByRole('img', { name: content.imageAlts[0] })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByRole('link', { name: `Learn More about ${name}` })).toHaveAttribute(
      'href',
      `/technologies/${slug}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Soil Diagnostics' })).toHaveAttribute(
      'href',
      '/soil-diagnostics',
    );
    expect(document.title).toBe(`${name} | Prairie Elite Agronomics`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:4000${path}`,
    );
  });

  it('shows a loading state', () => {
    renderWithProviders(<TechnologySummaryPage slug="micro-extraction" />, {
      mocks: [technologySummaryLoadingMock('micro-extraction')],
    });
    expect(screen.getByText('Loading technology...')).toBeInTheDocument();
  });

  it('shows an error when the content cannot be loaded', async () => {
    renderWithProviders(<TechnologySummaryPage slug="micro-extraction" />, {
      mocks: [technologySummaryErrorMock('micro-extraction')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading technology: Failed to fetch',
    );
  });

  it('shows "Technology Not Found" when the API has no entry', async () => {
    renderWithProviders(<TechnologySummaryPage slug="micro-extraction" />, {
      mocks: [technologySummaryMock('micro-extraction', null)],
    });
    expect(await screen.findByRole('heading', { name: 'Technology Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Soil Diagnostics' })).toHaveAttribute(
      'href',
      '/soil-diagnostics',
    );
  });
});
