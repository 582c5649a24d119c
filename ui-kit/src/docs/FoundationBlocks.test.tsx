import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { palette } from '../theme';
import { seriousAxeViolations } from '../test/storyTests';
import {
  COLOUR_USES,
  ColourSwatches,
  contrastRatio,
  IllustrationExamples,
  LayoutGrid,
  SpacingScale,
  TypeScale,
} from './FoundationBlocks';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Foundations docs blocks', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('shows every palette colour with its hex and use', async () => {
    render(<ColourSwatches />);
    const swatches = within(screen.getByRole('list', { name: 'Brand colours' })).getAllByRole(
      'listitem',
    );
    const cards = swatches.filter((item) => item.parentElement?.getAttribute('aria-label'));
    expect(cards).toHaveLength(Object.keys(palette).length);
    expect(screen.getByText(palette.wheat100)).toBeInTheDocument();
    expect(screen.getByText(COLOUR_USES.green700)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('keeps the text colours readable on white and on wheat 100 (AA)', () => {
    for (const colour of [palette.text, palette.textMuted, palette.green700, palette.harvest700]) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, palette.wheat100)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws the type scale without adding headings to the page outline', async () => {
    render(<TypeScale />);
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(screen.getAllByText('Healthy soil, stronger crops')).toHaveLength(5);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('draws spacing and the layout grid', async () => {
    render(
      <>
        <SpacingScale />
        <LayoutGrid />
      </>,
    );
    expect(screen.getByText('48px')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows real illustrations from /images with alternative texts', async () => {
    render(<IllustrationExamples />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Product packaging',
      'Team portraits',
      'Newsletter covers',
    ]);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(7);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^\/images\/.+\.svg$/);
    expect(screen.getByRole('img', { name: 'Portrait of Harold Brandvold' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
