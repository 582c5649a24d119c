import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  entryLoader,
  HELD_INPUT_REPLAY,
  HYDRATION_TARGETS,
  type HydrationTargets,
  MAIN_IMAGE_WAIT_MS,
} from './entry-loader';

/** The replay the loader leaves for the app (entry-loader.ts). */
const replay = () =>
  (window as unknown as Record<string, (() => void) | undefined>)[HELD_INPUT_REPLAY]?.();

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
  // Also removes this run's listeners, as the app does once a page has hydrated.
  replay();
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

  it("preloads the page's own scripts with the entry's when it starts the app", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="page-scripts" content="/assets/ContactPage-1.js /assets/Form-2.js">',
    );
    onTestFinished(() => document.head.querySelector('meta[name="page-scripts"]')?.remove());
    document.body.innerHTML = '<div id="root"></div>';
    runLoader();
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/react-def456.js', '/assets/ContactPage-1.js', '/assets/Form-2.js']);
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

  it('holds a tap on a control before the page hydrates, starts the app and replays it', () => {
    document.body.innerHTML =
      '<div id="root"><header><button type="button">Toggle menu</button><a href="#main">Skip</a></header></div>';
    const starts = runLoader();
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    // The app starts once the tap's frame is painted.
    expect(starts()).toBe(0);
    vi.advanceTimersByTime(50);
    expect(starts()).toBe(1);
    // A link is the browser's, before as after.
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);

    replay();
    expect(clicks).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('holds a form sent before the page hydrates and sends it again afterwards', () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="email" value="farmer@example.com"><button>Subscribe</button></form></div>';
    runLoader();
    const form = document.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    document.querySelector('button')!.click();
    expect(sent).not.toHaveBeenCalled();
    replay();
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0][0] as SubmitEvent).submitter).toBe(document.querySelector('button'));
  });

  it("keeps a control's press from React until the page hydrates, and names it to hydrate first", () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="name"><button type="submit">Send Message</button></form></div>';
    runLoader();
    const root = document.getElementById('root')!;
    const button = document.querySelector('button')!;
    const input = document.querySelector('input')!;
    // The app's handler, once replayed (jsdom does not send forms).
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    // React listens on the root: what reaches it there is what makes React hydrate at once.
    const reachedReact = vi.fn();
    for (const type of ['pointerdown', 'mousedown', 'focusin', 'click'])
      root.addEventListener(type, (event) =>
        reachedReact(`${type} on ${(event.target as Element).tagName}`),
      );
    const targets = (window as unknown as Record<string, HydrationTargets>)[HYDRATION_TARGETS];
    expect(targets.pressed).toEqual([]);

    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    // The browser still does what a tap does: the submit button submits (the loader holds that).
    expect(tap.defaultPrevented).toBe(false);
    // A text field is not held: React hydrates it when it is touched.
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(reachedReact.mock.calls).toEqual([['pointerdown on INPUT']]);
    expect(targets.pressed).toEqual([button]);

    // Once the app hydrates, a control pressed then is handed to it, after the event's task.
    const scheduleHydration = vi.fn();
    targets.root = { scheduleHydration };
    const menu = document.createElement('button');
    menu.type = 'button';
    root.append(menu);
    menu.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(scheduleHydration).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(scheduleHydration).toHaveBeenCalledWith(menu);

    // Hydrated: React sees every event again, and the list is gone.
    replay();
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(reachedReact).toHaveBeenLastCalledWith('pointerdown on BUTTON');
    expect(HYDRATION_TARGETS in window).toBe(false);
  });

  it("adds a part's stylesheets when it comes near the screen, each once", () => {
    let near: IntersectionObserverCallback = () => undefined;
    const watched: Element[] = [];
    // jsdom's stand-in (ui-kit/src/test/jsdom.ts) is writable but not configurable: assign over it.
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        near = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      unobserve() {}
    } as unknown as typeof IntersectionObserver;
    onTestFinished(() => {
      window.IntersectionObserver = original;
    });
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" crossorigin href="/assets/Card-abc.css">',
    );
    document.body.innerHTML =
      '<div id="root"><main><div data-lazy-part="src/Form.tsx" data-styles="/assets/Card-abc.css /assets/Form-def.css"><form></form></div></main></div>';
    runLoader();
    const sheets = () =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(watched).toHaveLength(1);
    expect(sheets()).toEqual(['/assets/Card-abc.css']);
    near(
      [{ isIntersecting: true, target: watched[0] } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(sheets()).toEqual(['/assets/Card-abc.css', '/assets/Form-def.css']);
    document.head.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.remove());
  });
});
