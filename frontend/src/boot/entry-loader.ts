/*
 * The inline loader of the built page (vite.config.ts puts it in place of the entry's script tag).
 * It is not part of the app bundle: the build writes it into index.html as text.
 */

/**
 * Longest a server-rendered page waits for its first paint and main image before the app starts:
 * on a weak link the image gets the bandwidth first, but the page becomes interactive regardless.
 */
export const MAIN_IMAGE_WAIT_MS = 1500;

/**
 * How far below the screen a part's stylesheets are fetched: as lazyWhenVisible fetches its code,
 * about a phone screen ahead of the reader.
 */
export const STYLES_AHEAD = '800px';

/**
 * The `<meta name>` whose content lists the page's own lazy modules' scripts (the server writes it,
 * backend/src/http/page-styles.ts): the loader preloads them with the entry's, so they arrive
 * beside it, and Vite's preload helper finds them linked when hydration reaches those modules
 * instead of adding each link inside a hydration task.
 */
export const PAGE_SCRIPTS = 'page-scripts';

/** The loader's function the app calls once a server-rendered page has hydrated. */
export const HELD_INPUT_REPLAY = '__replayHeldInput';

/**
 * Where the loader lists the controls pressed before the page has hydrated, and where the app
 * puts what hydrates one of them first (boot/app.tsx, hydrateTappedFirst).
 */
export const HYDRATION_TARGETS = '__hydrationTargets';

export interface HydrationTargets {
  /** Set by the app once it hydrates; null before. */
  root: { scheduleHydration(target: Element): void } | null;
  /** The controls pressed so far, in order. */
  pressed: Element[];
}

/** The controls whose clicks wait for the app (links and form fields keep the browser's way). */
const CONTROLS = [
  'button:not([type=submit])',
  '[role=button]',
  '[role=tab]',
  '[role=radio]',
  '[role=switch]',
  '[role=checkbox]',
].join(',');

/**
 * What a tap or a press on a control sends. React treats each as a discrete event: one on a part
 * it has not hydrated yet makes it hydrate that part (without finer Suspense boundaries, the whole
 * page) synchronously inside the event, so a tap during hydration froze the frame that shows it by
 * the whole hydration (150–300 ms on the calibrated phone). For the controls whose click or
 * submission the loader holds anyway, these events are kept from React (not from the browser: a
 * submit button still submits, and that submission is held) until the page has hydrated. The
 * tap paints at once; the control's pointerdown is listed in HYDRATION_TARGETS, and the app has
 * React hydrate that control's part next, in a task after the tap's frame (measured on /contact
 * at a 3× slowdown: the tap's frame 56–144 ms instead of 168–312, the form's answer a little
 * sooner than before). The held input is answered once the page has hydrated, as before. Other
 * targets (a text field, a select) still make React hydrate them inside the event.
 */
const PRESS_EVENTS = [
  'click',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
];

/** The controls whose press events wait with their click: CONTROLS and a form's submit buttons. */
const PRESSED_CONTROLS = [CONTROLS, 'button', 'input[type=submit]'].join(',');

/**
 * The inline module script that starts the app: the entry, added as a module script element, once
 * the page's first
 * contentful paint is on screen and its main image (`fetchpriority="high"`), if it has one, is
 * decoded, one frame later so that the image is painted; or MAIN_IMAGE_WAIT_MS after the script
 * runs, whichever comes first. (A frame callback alone is not enough: Chrome may hold a new page's
 * first frames back, so the paint is awaited through the Paint Timing API.)
 *
 * The wait is only for pages with server-rendered content. A page sent as an empty shell (the
 * admin area, whose screens render in the browser) has nothing to paint before the app runs, so
 * waiting would only show a blank page for 1.5 s: an empty #root starts the app at once. So does
 * a page opened in a background tab, which paints nothing until shown. The entry's other files
 * (`preloads`) and the page's own scripts (PAGE_SCRIPTS) are requested at the same moment, as
 * `modulepreload` links.
 *
 * A tap before the app has hydrated the page is not lost: a click on a control (a button, a tab,
 * a filter) or a form's submission is held back (no default action, so a form does not reload
 * the page with what was typed in its address; nor does the half-started app see it), starts
 * the app if it was still waiting (in the task after the tap's frame, which the app's scripts
 * would otherwise hold back), and is replayed on the same element once the page has hydrated (`window.${HELD_INPUT_REPLAY}`,
 * called by the layout, app/SiteLayout.tsx). Links are left alone: the browser follows them.
 *
 * Parts below the first screens (lazyWhenVisible) carry their stylesheets as `data-styles`
 * (backend/src/http/page-styles.ts): they are added to the head when the part comes within
 * STYLES_AHEAD of the screen, so a first visit downloads the CSS of what it shows; their code
 * follows the same way once the app runs. Either finds what the other linked (by absolute URL, as
 * Vite's loader writes it) and adds it only once.
 *
 * The page's Content-Security-Policy allows this script by its hash, and what it adds by
 * 'strict-dynamic' (backend/src/http/page-csp.ts). An `import()` here would not load: what a
 * script from the page's markup imports counts as parser-inserted, which 'strict-dynamic' refuses
 * unless the script carries a nonce; elements a script creates are not parser-inserted.
 */
export function entryLoader(entry: string, preloads: string[]): string {
  return `
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const pageScripts = document.querySelector('meta[name="${PAGE_SCRIPTS}"]')?.content.split(' ') ?? [];
  for (const href of [...${JSON.stringify(preloads)}, ...pageScripts]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = ${JSON.stringify(entry)};
  document.head.append(script);
};
const root = document.getElementById('root');
const addStyles = (part) => {
  const linked = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href));
  for (const href of part.dataset.styles.split(' ')) {
    if (linked.has(new URL(href, location.href).href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
const parts = document.querySelectorAll('[data-styles]');
if (typeof IntersectionObserver === 'undefined') parts.forEach(addStyles);
else {
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      addStyles(entry.target);
    }
  }, { rootMargin: '${STYLES_AHEAD} 0px' });
  parts.forEach((part) => near.observe(part));
}
const held = [];
const hold = (event) => {
  if (event.type === 'submit') {
    event.preventDefault();
    event.stopPropagation();
    held.push([event.target, event.submitter]);
  } else {
    const control = event.target.closest?.(${JSON.stringify(CONTROLS)});
    if (!control || !root.contains(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push([control]);
  }
  requestAnimationFrame(() => setTimeout(start));
};
const targets = { root: null, pressed: [] };
window.${HYDRATION_TARGETS} = targets;
const screen = (event) => {
  const control = event.target.closest?.(${JSON.stringify(PRESSED_CONTROLS)});
  if (!control || !root.contains(control) || control.closest('a[href]')) return;
  event.stopPropagation();
  if (event.type !== 'pointerdown' || targets.pressed.includes(control)) return;
  targets.pressed.push(control);
  if (targets.root) setTimeout(() => targets.root.scheduleHydration(control));
};
if (root && root.firstElementChild) {
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  for (const type of ${JSON.stringify(PRESS_EVENTS)}) addEventListener(type, screen, true);
}
window.${HELD_INPUT_REPLAY} = () => {
  delete window.${HELD_INPUT_REPLAY};
  delete window.${HYDRATION_TARGETS};
  removeEventListener('click', hold, true);
  removeEventListener('submit', hold, true);
  for (const type of ${JSON.stringify(PRESS_EVENTS)}) removeEventListener(type, screen, true);
  for (const [target, submitter] of held.splice(0)) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.form === target ? submitter : undefined);
    else target.click();
  }
};
if (document.hidden || !root || !root.firstElementChild) start();
setTimeout(start, ${MAIN_IMAGE_WAIT_MS});
const firstPaint = new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
const mainImages = [...document.querySelectorAll('img[fetchpriority="high"]')];
Promise.all([firstPaint, ...mainImages.map((img) => img.decode().catch(() => {}))]).then(() =>
  requestAnimationFrame(() => setTimeout(start)),
);
`
    .trim()
    .replace(/\n\s*/g, '');
}
