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
 * @property {{ now(): number }} performance
 * @property {PageRecord} [__benchEvents]
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
 */

/**
 * An init script (runs before any of the page's own): records every Event Timing entry of 16 ms
 * or more (the least the browser accepts), and the first-input entry whatever its length, so that
 * the first tap always leaves one; and whether a click reached the page at all.
 */
export function recordEvents() {
  const page = /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis));
  /** @type {PageRecord} */
  const record = { events: [], clicked: false };
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
  return { events: [...record.events], clicked: record.clicked };
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
