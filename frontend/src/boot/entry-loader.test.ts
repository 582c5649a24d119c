import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryLoader, MAIN_IMAGE_WAIT_MS } from './entry-loader';

const ENTRY = '/assets/index-abc123.js';

/** A Paint Timing API whose first paint never comes (as on a page that has nothing to paint). */
class SilentPaintObserver {
  static supportedEntryTypes = ['paint'];
  observe() {}
  disconnect() {}
}

/** The entry's script elements the loader added: how many times it started the app. */
function entryScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.getAttribute('src') === ENTRY,
  );
}

/**
 * Runs the loader as the built page does, on the document as it stands (jsdom adds the entry's
 * script element without fetching it). Returns how often it has started the app so far.
 */
function runLoader(): () => number {
  new Function(entryLoader(ENTRY, ['/assets/react-def456.js']))();
  return () => entryScripts().length;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', SilentPaintObserver);
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  entryScripts().forEach((script) => script.remove());
});

describe('the page loader', () => {
  it('starts the app of an empty shell (an admin page) at once', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const starts = runLoader();
    expect(starts()).toBe(1);
    // A module script element, which the page's 'strict-dynamic' lets run (entry-loader.ts).
    expect(entryScripts()[0].type).toBe('module');
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/react-def456.js',
    );
    vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS);
    expect(starts()).toBe(1);
  });

  it('lets a server-rendered page paint first: without a paint it starts after the wait', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Products</h1></main></div>';
    const starts = runLoader();
    expect(starts()).toBe(0);
    vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1);
    expect(starts()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(starts()).toBe(1);
  });

  it('starts at once in a background tab, which paints nothing until shown', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Products</h1></main></div>';
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    expect(runLoader()()).toBe(1);
  });
});
