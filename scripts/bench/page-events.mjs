// @ts-check
// Code that runs inside the measured page (handed to playwright-core as functions, which it sends
// as their source text): nothing here may use a name from outside the function's own body. The
// scripts are type-checked without the DOM library (it would change Node's types for every other
// script), so each function takes the page's globals from `globalThis` through the few types
// below, which describe only what is used here.

/**
 * @typedef {object} PageElement
 * @property {string | null} textContent
 * @property {(selector: string) => PageElement | null} closest
 */

/**
 * @typedef {object} TimingEntry a PerformanceEventTiming, as far as it is read here
 * @property {string} entryType
 * @property {string} name
 * @property {number} startTime
 * @property {number} duration
 * @property {number} [interactionId]
 */

/**
 * @typedef {object} PageGlobals
 * @property {{
 *   querySelector(selector: string): PageElement | null,
 *   querySelectorAll(selector: string): ArrayLike<PageElement>,
 * }} document
 * @property {new (callback: (list: { getEntries(): TimingEntry[] }) => void) => {
 *   observe(options: { type: string, buffered?: boolean, durationThreshold?: number }): void,
 * }} PerformanceObserver
 * @property {(type: string, listener: (event: { target: unknown }) => void, options: { capture: boolean }) => void} addEventListener
 * @property {(callback: (deadline: { timeRemaining(): number }) => void) => number} requestIdleCallback
 * @property {(callback: () => void) => number} requestAnimationFrame
 * @property {(callback: () => void, ms: number) => number} setTimeout
 * @property {{ now(): number }} performance
 * @property {PageRecord} [__benchEvents]
 * @property {Promise<number | string>} [__benchAnswer]
 */

/**
 * @typedef {object} EventRecord one Event Timing entry
 * @property {string} type 'event' or 'first-input'
 * @property {string} name e.g. 'pointerdown', 'click'
 * @property {number} startTime ms since navigation start
 * @property {number} duration ms, from the input to the next paint, rounded by the browser to 8 ms
 * @property {number} interactionId
 */

/**
 * @typedef {object} PageRecord
 * @property {EventRecord[]} events
 * @property {boolean} clicked whether a click reached the page: a touch held too long on a
 *   starved machine ends as a long press, with no click, which is the harness's failure
 * @property {number[]} keys the time stamps of the keydown events, ms since navigation start
 */

/**
 * An init script (runs before any of the page's own): records every Event Timing entry of 16 ms
 * or more (the least the browser accepts), and the first-input entry whatever its length, so that
 * the first tap always leaves one; and whether a click reached the page at all.
 */
export function recordEvents() {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  /** @type {PageRecord} */
  const record = { events: [], clicked: false, keys: [] };
  page.__benchEvents = record;
  /** @param {{ getEntries(): TimingEntry[] }} list */
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      record.events.push({
        type: entry.entryType,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  };
  new page.PerformanceObserver(keep).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  });
  new page.PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  page.addEventListener(
    'click',
    () => {
      record.clicked = true;
    },
    { capture: true },
  );
  // When a key was pressed, in the Event Timing entries' time: its keydown may be too short for
  // an entry of its own (under 16 ms), and the time the result took is counted from it.
  page.addEventListener(
    'keydown',
    (event) => {
      record.keys.push(
        /** @type {{ timeStamp: number }} */ (/** @type {unknown} */ (event)).timeStamp,
      );
    },
    { capture: true },
  );
}

/**
 * What recordEvents gathered, once the entries of the last paint have arrived (the browser
 * delivers them after that paint: two frames and a moment later).
 * @returns {Promise<PageRecord>}
 */
export async function takeEvents() {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  await new Promise((resolve) =>
    page.requestAnimationFrame(() => page.requestAnimationFrame(() => resolve(undefined))),
  );
  await new Promise((resolve) => setTimeout(resolve, 250));
  const record = page.__benchEvents;
  if (!record) throw new Error('the event recorder did not run in this page');
  return { events: [...record.events], clicked: record.clicked, keys: [...record.keys] };
}

/** Resolves once the browser has a whole idle period (about 50 ms) with nothing to run. */
export function untilIdle() {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  return new Promise((resolve) => {
    /** @param {{ timeRemaining(): number }} deadline */
    const check = (deadline) =>
      deadline.timeRemaining() >= 45 ? resolve(undefined) : page.requestIdleCallback(check);
    page.requestIdleCallback(check);
  });
}

/**
 * Whether the category filter shows `label`: its button is the pressed one, and the products
 * list is not empty and every item names that category.
 * @param {string} label
 */
export function filterShows(label) {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  const pressed = page.document.querySelector('[role="group"] button[aria-pressed="true"]');
  const items = Array.from(
    page.document.querySelectorAll('ul[aria-label="Products"] > li:not([hidden])'),
  );
  return (
    pressed?.textContent?.trim() === label &&
    items.length > 0 &&
    items.every((item) => item.textContent?.includes(label))
  );
}

/** The label of the filter's pressed button and the count of listed products, for a report. */
export function filterState() {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  const pressed = page.document.querySelector('[role="group"] button[aria-pressed="true"]');
  const items = page.document.querySelectorAll(
    'ul[aria-label="Products"] > li:not([hidden])',
  ).length;
  return `“${pressed?.textContent?.trim() ?? 'none'}” pressed, ${items} products listed`;
}

/**
 * @typedef {object} AnswerText what a page shows when it has answered: some element matching
 *   `selector` whose text (white space collapsed) holds every one of `texts`
 * @property {string} selector
 * @property {string[]} texts
 */

/**
 * Starts watching for `answers` at every frame (before the input that should bring them): the
 * page keeps, as `__benchAnswer`, a promise of the time just after the first frame whose DOM shows
 * every one of them (a task queued from that frame's animation callback runs once the frame's
 * style, layout and paint are done), or of why not: they were already shown, or did not show
 * within `timeoutMs`. Self-contained: it is sent to the page as its source text.
 * @param {{ answers: AnswerText[], timeoutMs: number }} watch
 */
export function watchAnswer({ answers, timeoutMs }) {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  const shows = () =>
    answers.every(({ selector, texts }) =>
      Array.from(page.document.querySelectorAll(selector)).some((element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ');
        return texts.every((t) => text.includes(t));
      }),
    );
  if (shows()) {
    page.__benchAnswer = Promise.resolve('the answer was shown before the input');
    return;
  }
  const started = page.performance.now();
  page.__benchAnswer = new Promise((resolve) => {
    const frame = () => {
      if (shows()) {
        page.setTimeout(() => resolve(page.performance.now()), 0);
      } else if (page.performance.now() - started > timeoutMs) {
        resolve(`not shown in ${timeoutMs / 1000} s`);
      } else page.requestAnimationFrame(frame);
    };
    page.requestAnimationFrame(frame);
  });
}

/** What watchAnswer found: a time (ms since navigation start) or why there is none. */
export function answerSeen() {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  return page.__benchAnswer ?? Promise.resolve('no answer was being watched for');
}

/**
 * Puts the caret at the end of a text field, as a finger's tap past its text does.
 * @param {{ value: string, setSelectionRange(start: number, end: number): void }} field
 */
export function caretToEnd(field) {
  field.setSelectionRange(field.value.length, field.value.length);
}
