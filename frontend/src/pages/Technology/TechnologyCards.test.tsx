import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { technologySummaryPath } from '../../app/site-routes';
import { renderWithProviders } from '../../test/render';
import {
  microExtraction,
  nanosorb,
  technologyCardsErrorMock,
  technologyCardsLoadingMock,
  technologyCardsMock,
  technologyCardsOneMissingMock,
} from './Technology.mock';
import { TechnologyCards } from './TechnologyCards';

describe('TechnologyCards', { timeout: 20_000 }, () => {
  it('shows the two technologies with their summary, image and "Learn More" link', async () => {
    renderWithProviders(<TechnologyCards />, { mocks: [technologyCardsMock] });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Micro Extraction',
      'NanoSorb',
    ]);
    expect(screen.getByText(microExtraction.summary)).toBeVisible();
    expect(screen.getByText(nanosorb.summary)).toBeVisible();
    expect(screen.getByRole('img', { name: 'NanoSorb' })).toHaveAttribute(
      'src',
      '/images/technology/nanosorb.svg',
    );
    const links = screen.getAllByRole('link', { name: /^Learn More about / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/technologies/micro-extraction',
      '/technologies/nanosorb',
    ]);
  });

  it('shows the card that arrived when the other entry is missing', async () => {
    renderWithProviders(<TechnologyCards />, { mocks: [technologyCardsOneMissingMock] });
    expect(await screen.findByRole('heading', { level: 3, name: 'NanoSorb' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Micro Extraction' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links where `href` says and fetches the first image at once above the fold', async () => {
    renderWithProviders(
      <TechnologyCards href={technologySummaryPath} aboveTheFold>
        <li>More</li>
      </TechnologyCards>,
      { mocks: [technologyCardsMock] },
    );
    const links = await screen.findAllByRole('link', { name: /^Learn More about / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/soil-diagnostics/micro-xtraction',
      '/soil-diagnostics/nanosorb',
    ]);
    const images = screen.getAllByRole('img', { name: /Micro Extraction|NanoSorb/ });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(screen.getByText('More')).toBeVisible();
  });

  it('shows two placeholder cards while loading, and the further cards at once', () => {
    renderWithProviders(
      <TechnologyCards>
        <li>More</li>
      </TechnologyCards>,
      { mocks: [technologyCardsLoadingMock] },
    );
    expect(document.querySelectorAll('.ant-card-loading')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Learn More about / })).toBeNull();
    expect(screen.getByText('More')).toBeVisible();
  });

  it('says so when the technologies cannot be loaded', async () => {
    renderWithProviders(<TechnologyCards />, { mocks: [technologyCardsErrorMock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load technologies. Please try again later.',
    );
  });
});
