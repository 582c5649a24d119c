import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryLoader, MAIN_IMAGE_WAIT_MS } from './entry-loader';

const ENTRY = '/assets/index-abc123.js';

/** A Paint Timing API whose first paint never comes (as on a page that has nothing to paint). */
class SilentPaintObserver {
  static supportedEntryTypes = ['paint'];
  observe() {}
  disconnect() {}
}

/**
 * Runs the loader as the built page does, on the document as it stands, with the entry's
 * `import()` (the one thing it does at its start) replaced by a spy.
 */
function runLoader(): ReturnType<typeof vi.fn> {
  const load = vi.fn();
  const script = entryLoader(ENTRY, ['/assets/react-def456.js']);
  const call = `import(${JSON.stringify(ENTRY)})`;
  expect(script).toContain(call);
  new Function('__load', script.replace(call, `__load(${JSON.stringify(ENTRY)})`))(load);
  return load;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', SilentPaintObserver);
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('the page loader', () => {
  it('starts the app of an empty shell (an admin page) at once', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const load = runLoader();
    expect(load).toHaveBeenCalledWith(ENTRY);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/react-def456.js',
    );
    vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a server-rendered page paint first: without a paint it starts after the wait', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Products</h1></main></div>';
    const load = runLoader();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a background tab, which paints nothing until shown', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Products</h1></main></div>';
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    expect(runLoader()).toHaveBeenCalledTimes(1);
  });
});
