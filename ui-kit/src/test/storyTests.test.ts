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

// A story made for a phone runs at the phone's width (each story checks its own, so the tests
// hold in any order), and the window is put back after it.
const story = (storyName: string, width: number, viewport?: string) => ({
  storyName,
  globals: viewport ? { viewport: { value: viewport } } : {},
  run: async () => {
    expect(window.innerWidth).toBe(width);
    expect(window.matchMedia('(min-width: 640px)').matches).toBe(width >= 640);
  },
});
testAllStories({
  MobileViewport: story('MobileViewport', 390, 'mobile'),
  Tablet: story('Tablet', 768, 'tablet'),
  Default: story('Default', 1024),
});

describe('testAllStories', () => {
  it('leaves the window at jsdom’s width outside a story', () => {
    expect(window.innerWidth).toBe(1024);
  });
});
