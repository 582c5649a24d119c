import { describe, expect, it } from 'vitest';
import { mediaQueryMatches } from './jsdom';
import { testAllStories } from './storyTests';

describe('mediaQueryMatches (jsdom has no media queries)', () => {
  it('answers width queries from the given width', () => {
    expect(mediaQueryMatches('(min-width: 640px)', 390)).toBe(false);
    expect(mediaQueryMatches('(min-width: 640px)', 640)).toBe(true);
    expect(mediaQueryMatches('(max-width: 1099px)', 1024)).toBe(true);
    expect(mediaQueryMatches('(min-width: 576px) and (max-width: 899px)', 768)).toBe(true);
    expect(mediaQueryMatches('(min-width: 576px) and (max-width: 899px)', 1280)).toBe(false);
  });

  it('does not match anything else', () => {
    expect(mediaQueryMatches('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(mediaQueryMatches('print', 390)).toBe(false);
  });
});

// A story made for a phone runs at the phone's width, and the window is put back after it.
const widths: Record<string, number> = {};
const story = (storyName: string, viewport?: string) => ({
  storyName,
  globals: viewport ? { viewport: { value: viewport } } : {},
  run: async () => {
    widths[storyName] = window.innerWidth;
    expect(window.matchMedia('(min-width: 640px)').matches).toBe(window.innerWidth >= 640);
  },
});
testAllStories({
  MobileViewport: story('MobileViewport', 'mobile'),
  Tablet: story('Tablet', 'tablet'),
  Default: story('Default'),
});

describe('testAllStories', () => {
  it('ran each story at its viewport width, and the default at jsdom’s', () => {
    expect(widths).toEqual({ MobileViewport: 390, Tablet: 768, Default: 1024 });
    expect(window.innerWidth).toBe(1024);
  });
});
