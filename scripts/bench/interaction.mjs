// @ts-check
// The interaction figures, an INP-like measure: how long a phone's browser takes from a tap to the
// next frame, on a CPU slowed to the calibrated phone (calibrate.mjs), in Chromium through
// playwright-core. Each interaction is done twice per run: as early as the app can answer it
// (React has just taken the page and may still be hydrating) and once the page is idle.
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from './browser.mjs';
import { median } from './calibrate.mjs';
import {
  answerSeen,
  caretToEnd,
  filterShows,
  filterState,
  recordEvents,
  takeEvents,
  untilIdle,
  watchAnswer,
} from './page-events.mjs';

/** Runs of every interaction and phase; each is reported by its median (BENCH_INTERACTION_RUNS). */
export const INTERACTION_RUNS = Math.max(1, Number(process.env.BENCH_INTERACTION_RUNS) || 5);
/** Lighthouse's mobile screen (its Moto G Power), so both figures measure the same phone. */
export const PHONE = screenEmulationMetrics.mobile;
export const PHONE_USER_AGENT = userAgents.mobile;
const LOAD_TIMEOUT_MS = 60_000;
/** How long the page has to show its answer to a tap; past it the tap counts as lost. */
const ANSWER_TIMEOUT_MS = 10_000;
const SETTLE_TIMEOUT_MS = 15_000;

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {'early' | 'idle'} Phase */

/**
 * @typedef {object} InteractionKind
 * @property {string} label
 * @property {string} path
 * @property {string} action what is tapped, for the method
 * @property {string} answer what shows that the tap was answered, for the method
 * @property {(page: Page) => Locator} control
 * @property {(page: Page, control: Locator) => Promise<void>} [answered] resolves once the page
 *   shows its answer, rejects after ANSWER_TIMEOUT_MS (a tap)
 * @property {string} [key] a changed input: the key typed in the control once a tap has focused
 *   it, with the caret at the end of its text; the interaction measured is the key's
 * @property {import('./page-events.mjs').AnswerText[]} [shows] a changed input: what the page
 *   shows once it has answered, watched for at every frame from before the key
 * @property {number} [targetMs] the row's target when not BROWSER_TARGETS.interactionMs
 */

/** Issue 38: a changed input shows its new result within 100 ms. */
export const FARM_TOOL_INPUT_MS = 100;

/**
 * A plan the Optimize Calculator shows (canola, 160 ac, exact): with an N target of 10 lb/ac MAP
 * and ammonium sulphate cover it; with 100, urea joins them at 175.1 lb/ac
 * (scripts/bench-interactions.test.ts checks these figures against the agronomy module).
 */
export const OPTIMIZE_PLAN = {
  path: '/apps/optimize-calculator?crop=canola&area=160&tN=10&tP2O5=30&tS=15&p=reference-urea&p=reference-map&p=reference-ammonium-sulphate',
  before: { N: 10, P2O5: 30, S: 15 },
  after: { N: 100, P2O5: 30, S: 15 },
  products: ['reference-urea', 'reference-map', 'reference-ammonium-sulphate'],
  row: 'Urea 46-0-0',
  lbPerAcre: '175.1',
};

/**
 * A seed-row check the Salt Index App shows (canola, medium texture, good-to-excellent moisture,
 * a 1-inch opener on 9-inch rows): MAP at 40 lb/ac with urea at 1, then at 10 lb/ac.
 */
export const SALT_BLEND = {
  path: '/apps/salt-index?p1=reference-map&r1=40&p2=reference-urea&r2=1&crop=canola&texture=medium&moisture=good-to-excellent&spread=1&row=9',
  lines: [
    { productId: 'reference-map', lbPerAcre: 40 },
    { productId: 'reference-urea', before: 1, lbPerAcre: 10 },
  ],
  saltIndexBefore: '27.9',
  saltIndex: '36.2',
  seedPlacedNBefore: '0.5',
  seedPlacedN: '4.6',
};

/** @type {InteractionKind[]} */
export const INTERACTIONS = [
  {
    label: 'menu toggle on /',
    path: '/',
    action: 'a tap on the header’s “Toggle menu” button',
    answer:
      'the button has `aria-expanded="true"` and the side panel’s “Main menu” navigation is visible',
    control: (page) => page.getByRole('button', { name: 'Toggle menu' }),
    answered: async (page, control) => {
      await control
        .and(page.locator('[aria-expanded="true"]'))
        .waitFor({ timeout: ANSWER_TIMEOUT_MS });
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    },
  },
  {
    label: 'category filter on /soil-diagnostics',
    path: '/soil-diagnostics',
    action:
      'a tap on the last button of “Filter products by category” (a category, not “All Products”)',
    answer:
      'that button is the pressed one (`aria-pressed="true"`) and the “Products” list is not empty and every item names that category',
    control: (page) =>
      page.getByRole('group', { name: 'Filter products by category' }).getByRole('button').last(),
    answered: async (page, control) => {
      const label = (await control.textContent())?.trim() ?? '';
      await page
        .waitForFunction(filterShows, label, { timeout: ANSWER_TIMEOUT_MS })
        .catch(async () => {
          throw new Error(`“${label}” tapped, ${await page.evaluate(filterState)}`);
        });
    },
  },
  {
    label: 'contact form submit on /contact',
    path: '/contact',
    action:
      'a tap on “Send Message” with the form empty, which the form answers with its field messages (a filled form would be sent, and the contact limit of 5 messages per address in 10 minutes would refuse the later runs)',
    answer: '“Please enter your name” is visible under the Name field',
    control: (page) => page.getByRole('button', { name: 'Send Message' }),
    answered: async (page) => {
      await page
        .getByText('Please enter your name', { exact: true })
        .first()
        .waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    },
  },
  {
    label: 'N target typed on /apps/optimize-calculator',
    path: OPTIMIZE_PLAN.path,
    action: `with a plan shown (\`${OPTIMIZE_PLAN.path}\`: canola, 160 ac, targets N 10, P₂O₅ 30 and S 15 lb/ac from urea, MAP and ammonium sulphate, exact; MAP and ammonium sulphate cover it), a tap on the N target field (\`tN\`, “10”), then “0” typed at the end of it (100 lb N/ac)`,
    answer: `the “Products and rates” table has a row “${OPTIMIZE_PLAN.row}” at ${OPTIMIZE_PLAN.lbPerAcre} lb/ac, the plan for the new targets`,
    control: (page) => page.locator('input[name="tN"]'),
    key: '0',
    shows: [
      { selector: '.tool-table tbody tr', texts: [OPTIMIZE_PLAN.row, OPTIMIZE_PLAN.lbPerAcre] },
    ],
    targetMs: FARM_TOOL_INPUT_MS,
  },
  {
    label: 'rate typed on /apps/salt-index',
    path: SALT_BLEND.path,
    action: `with a check shown (\`${SALT_BLEND.path}\`: MAP at 40 and urea at 1 lb/ac with canola seed, medium texture, good-to-excellent moisture, a 1-inch opener on 9-inch rows), a tap on the second rate field (\`r2\`, “1”), then “0” typed at the end of it (urea at 10 lb/ac)`,
    answer: `the answer reads “Salt index of the blend: ${SALT_BLEND.saltIndex}” (${SALT_BLEND.saltIndexBefore} before) and “${SALT_BLEND.seedPlacedN} lb/ac of N goes with the seed” (${SALT_BLEND.seedPlacedNBefore} before)`,
    control: (page) => page.locator('input[name="r2"]'),
    key: '0',
    shows: [
      { selector: '.tool-result p', texts: [`Salt index of the blend: ${SALT_BLEND.saltIndex}`] },
      {
        selector: '.tool-result li',
        texts: [`${SALT_BLEND.seedPlacedN} lb/ac of N goes with the seed`],
      },
    ],
    targetMs: FARM_TOOL_INPUT_MS,
  },
];

/**
 * @typedef {object} Tap one measured tap
 * @property {number} duration ms: the longest Event Timing entry the tap caused (for a typed key,
 *   or the time until its answer was painted, when longer)
 * @property {string} event the entry's event name, or 'answer shown'
 */

/**
 * @typedef {object} PhaseResult
 * @property {Tap[]} taps the answered taps, in run order
 * @property {string[]} failures why the other runs did not count
 * @property {number} median ms, of the answered taps (NaN when none was)
 */

/**
 * @typedef {object} InteractionResult
 * @property {InteractionKind} kind
 * @property {PhaseResult} early
 * @property {PhaseResult} idle
 */

/**
 * @typedef {object} Interactions
 * @property {InteractionResult[]} results
 * @property {number} throttledIndex Lighthouse's benchmarkIndex inside a measured page, under the
 *   CPU throttle: about the host's index divided by the slowdown when the throttle holds
 */

/**
 * One fresh profile (a new browser context: no cache, no storage) with the phone's screen, touch
 * and user agent, the CPU slowed `multiplier` times through the DevTools protocol before the page
 * is requested; one tap, as early as possible or once idle; the tap's answer checked.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {InteractionKind} kind
 * @param {Phase} phase
 * @param {number} multiplier
 * @param {boolean} rateThePage whether to run Lighthouse's benchmarkIndex in the page afterwards,
 *   to check that the throttle holds
 * @returns {Promise<Tap & { throttledIndex?: number }>}
 */
async function tapOnce(browser, url, kind, phase, multiplier, rateThePage) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  });
  try {
    await context.addInitScript(recordEvents);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    const control = kind.control(page);
    if (phase === 'early') {
      // The first moment the brief allows a visitor: the page's `load`, when its scripts have run
      // but React may still be hydrating. The control is tapped where it is, without waiting for
      // it to settle as Playwright's own tap would.
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      await control.scrollIntoViewIfNeeded({ timeout: LOAD_TIMEOUT_MS });
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
      // Where a visitor would tap: in view and settled (Playwright's checks), then idle again.
      await control.scrollIntoViewIfNeeded({ timeout: ANSWER_TIMEOUT_MS });
      await control.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
      await page.evaluate(untilIdle);
    }
    // A finger's tap at the control's centre: Playwright's own tap would also add its hit-target
    // check (listeners in the page that run inside the measured events), which no visitor's
    // browser runs.
    const box = await control.boundingBox();
    if (!box) throw new Error('the control is not on the screen');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    /** @type {Tap} */
    let measured;
    if (kind.key !== undefined) {
      measured = await typeKey(page, control, kind, phase);
    } else {
      await answeredTap(page, control, kind);
      const record = await page.evaluate(takeEvents);
      // As INP: the entries of an interaction (pointerdown, pointerup, click, key events carry
      // its id) and the first input; the hover and compatibility events around a tap end at the
      // same paint or earlier.
      const events = record.events.filter((e) => e.interactionId > 0 || e.type === 'first-input');
      if (events.length === 0) throw new Error('no Event Timing entry: the browser saw no input');
      const worst = events.reduce((a, b) => (b.duration > a.duration ? b : a));
      measured = { duration: worst.duration, event: worst.name };
    }
    const throttledIndex = rateThePage
      ? await page.evaluate(pageFunctions.computeBenchmarkIndex)
      : undefined;
    return { duration: measured.duration, event: measured.event, throttledIndex };
  } finally {
    await context.close();
  }
}

/**
 * Waits for a tap's answer; a tap the app did not take is reported with what the page shows.
 * @param {Page} page
 * @param {Locator} control
 * @param {InteractionKind} kind
 */
async function answeredTap(page, control, kind) {
  if (!kind.answered) throw new Error(`${kind.label}: no answer to wait for`);
  await kind.answered(page, control).catch(async (/** @type {unknown} */ error) => {
    // A tap the app did not take may have left the page (a form sent by the browser itself).
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const where = new URL(page.url());
    const clicked = await page
      .evaluate(takeEvents)
      .then((r) => (r.clicked ? 'a click reached the page' : 'no click reached the page'))
      .catch(() => 'a new page');
    throw new Error(
      `no answer in ${ANSWER_TIMEOUT_MS / 1000} s (${why}; ${clicked}; page at ${where.pathname}${where.search})`,
    );
  });
}

/**
 * A changed input: with the control focused by the tap, the caret is put at the end of its text
 * (as a tap past the text leaves it), the page starts watching for the answer at every frame, and
 * the key is typed (keydown, the character and its input event, keyup). Early, the key follows
 * the tap at once; idle, once the page is idle again. The figure is the longer of the key's Event
 * Timing entries (its keydown and keyup carry an interaction id) and the time from the keydown to
 * just after the first frame that shows the answer: a page that renders its result after the
 * key's frame (in a transition or a later task) is counted until the result is painted.
 * @param {Page} page
 * @param {Locator} control
 * @param {InteractionKind} kind
 * @param {Phase} phase
 */
async function typeKey(page, control, kind, phase) {
  if (kind.key === undefined || !kind.shows) throw new Error(`${kind.label}: no key or answer`);
  await control.evaluate(caretToEnd);
  if (phase === 'idle') await page.evaluate(untilIdle);
  await page.evaluate(watchAnswer, { answers: kind.shows, timeoutMs: ANSWER_TIMEOUT_MS });
  await page.keyboard.press(kind.key);
  const seen = await page.evaluate(answerSeen);
  const record = await page.evaluate(takeEvents);
  const keyAt = record.keys.at(-1);
  if (keyAt === undefined) throw new Error('no keydown reached the page');
  if (typeof seen === 'string') {
    const where = new URL(page.url());
    const value = await control.inputValue().catch(() => 'gone');
    throw new Error(
      `no answer: ${seen} (the field reads “${value}”; page at ${where.pathname}${where.search})`,
    );
  }
  return keyFigure(record.events, keyAt, seen);
}

/**
 * The figure of one typed key: the longest Event Timing entry from the keydown on that carries
 * an interaction id, or the time from the keydown to just after the frame that showed the answer,
 * whichever is longer. A keydown shorter than the 16 ms the browser reports leaves no entry.
 * @param {import('./page-events.mjs').EventRecord[]} events
 * @param {number} keyAt the keydown's time stamp
 * @param {number} shownAt the time just after the frame that showed the answer
 */
export function keyFigure(events, keyAt, shownAt) {
  const entries = events.filter((e) => e.interactionId > 0 && e.startTime >= keyAt - 1);
  const worst = entries.reduce(
    (a, b) => (b.duration > a.duration ? b : a),
    /** @type {{ duration: number, name: string }} */ ({ duration: 0, name: 'none' }),
  );
  const shown = shownAt - keyAt;
  return shown > worst.duration
    ? { duration: shown, event: 'answer shown' }
    : { duration: worst.duration, event: worst.name };
}

/**
 * Every interaction of INTERACTIONS, early and idle, INTERACTION_RUNS times, the runs interleaved
 * so that a busy moment of the shared machine spreads over all of them.
 * @param {string} base the site's origin
 * @param {number} multiplier the calibrated CPU slowdown
 * @param {(stop: () => Promise<void>) => void} register receives what closes the browser
 * @param {InteractionKind[]} [kinds] which of INTERACTIONS (all of them unless given)
 * @returns {Promise<Interactions>}
 */
export async function measureInteractions(base, multiplier, register, kinds = INTERACTIONS) {
  const browser = await launchChromium(register);
  try {
    /** @type {Record<Phase, { taps: Tap[], failures: string[] }>[]} */
    const raw = kinds.map(() => ({
      early: { taps: [], failures: [] },
      idle: { taps: [], failures: [] },
    }));
    let throttledIndex = NaN;
    for (let run = 0; run < INTERACTION_RUNS; run++) {
      for (const [i, kind] of kinds.entries()) {
        for (const phase of /** @type {const} */ (['early', 'idle'])) {
          const url = `${base}${kind.path}`;
          const rateThePage = phase === 'idle' && Number.isNaN(throttledIndex);
          await tapOnce(browser, url, kind, phase, multiplier, rateThePage)
            .then(({ throttledIndex: rate, ...tap }) => {
              if (rate !== undefined) throttledIndex = rate;
              raw[i][phase].taps.push(tap);
            })
            .catch((/** @type {unknown} */ error) =>
              raw[i][phase].failures.push(error instanceof Error ? error.message : String(error)),
            );
        }
      }
    }
    const summarise = (/** @type {{ taps: Tap[], failures: string[] }} */ phase) => ({
      ...phase,
      median: phase.taps.length ? median(phase.taps.map((t) => t.duration)) : NaN,
    });
    return {
      results: kinds.map((kind, i) => ({
        kind,
        early: summarise(raw[i].early),
        idle: summarise(raw[i].idle),
      })),
      throttledIndex,
    };
  } finally {
    await browser.close();
  }
}
