import { describe, expect, it } from 'vitest';
import {
  isSoilTechnologyKey,
  relatedProductPath,
  technologyKey,
  technologyPagePath,
} from './technologyKey';

describe('technologyKey', () => {
  it('defaults to "technology"', () => {
    expect(technologyKey(new URLSearchParams(''))).toBe('technology');
    expect(technologyKey(new URLSearchParams('key='))).toBe('technology');
    expect(technologyKey(new URLSearchParams('key=%20'))).toBe('technology');
  });

  it('reads ?key=', () => {
    expect(technologyKey(new URLSearchParams('key=soil-diagnostics'))).toBe('soil-diagnostics');
    expect(technologyKey(new URLSearchParams('key=unknown'))).toBe('unknown');
  });
});

describe('isSoilTechnologyKey', () => {
  it("accepts the page's two keys only", () => {
    expect(isSoilTechnologyKey('technology')).toBe(true);
    expect(isSoilTechnologyKey('soil-diagnostics')).toBe(true);
    expect(isSoilTechnologyKey('nanosorb')).toBe(false);
    expect(isSoilTechnologyKey('micro-extraction')).toBe(false);
  });
});

describe('technologyPagePath', () => {
  it('leaves the default key out of the address', () => {
    expect(technologyPagePath('technology')).toBe('/soil-diagnostics/technology');
    expect(technologyPagePath('soil-diagnostics')).toBe(
      '/soil-diagnostics/technology?key=soil-diagnostics',
    );
  });
});

describe('relatedProductPath', () => {
  it('lower-cases the name and replaces spaces by hyphens', () => {
    expect(relatedProductPath('Elite Phos')).toBe('/solutions/products/elite-phos');
    expect(relatedProductPath('Prime Micro Calcium')).toBe(
      '/solutions/products/prime-micro-calcium',
    );
    expect(relatedProductPath('Elite K')).toBe('/solutions/products/elite-k');
  });
});
