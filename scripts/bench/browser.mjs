// @ts-check
// Browser figures: the JavaScript and CSS a first visit downloads (Chromium through
// playwright-core) and Lighthouse's mobile audit (Chromium through chrome-launcher).
import { gzipSync } from 'node:zlib';

/** Debian's Chromium (`apt-get install chromium`), as the end-to-end suite uses; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags of the end-to-end suite: this machine has no network but loopback, so Chromium must
 * not dial out at start. The host resolver rule goes one step further and fails every name but
 * localhost, so neither browser can reach past this machine whatever a page links to; it changes
 * nothing for the pages measured, which are on 127.0.0.1.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Bounds of one page load; a page that needs longer is itself the finding. */
const LOAD_TIMEOUT_MS = 60_000;
/** How long the first visit may keep fetching after `load` (lazy chunks, hydration data). */
const SETTLE_TIMEOUT_MS = 15_000;
/** One Lighthouse run normally takes 10 to 30 s here; beyond this it is stuck. */
const LIGHTHOUSE_TIMEOUT_MS = 180_000;
/**
 * Lighthouse runs of each page; the page is reported by the median one (BENCH_LIGHTHOUSE_RUNS).
 * Five, as Lighthouse's documentation advises: on this 2-core machine one page's Total Blocking
 * Time was seen anywhere from 83 to 623 ms over four runs of the same build, so the median of
 * three still swings by a run.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5);
/** Failed runs of one page before it is reported as not measured (see runLighthouse). */
const LIGHTHOUSE_ATTEMPTS = 3;

/** @param {string} url */
function isLoopback(url) {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * @typedef {object} ScriptFile a script or stylesheet response
 * @property {string} url
 * @property {number} raw bytes of the decoded body
 * @property {number} gzip bytes of the body gzipped here at level 9
 * @property {number} transferred body bytes on the wire, as the server encoded them
 * @property {string} encoding the response's Content-Encoding ('identity' when none)
 */

/**
 * @typedef {object} Files responses of one kind
 * @property {ScriptFile[]} files
 * @property {number} gzip sum of their level-9 gzip sizes
 * @property {number} transferred sum of the bytes as served
 */

/**
 * @typedef {object} FirstLoad
 * @property {Files} js every script response
 * @property {Files} css every stylesheet response
 * @property {{ count: number, raw: number, gzip: number }} inlineStyles the `<style>` elements of
 *   the HTML as served: how many, the bytes of their text, and that text gzipped at level 9
 * @property {{ count: number, raw: number }} addedStyles `<style>` elements the scripts added by
 *   the time the network was idle (CSS-in-JS), which are part of the JS figure
 * @property {boolean} settled whether the network went idle before SETTLE_TIMEOUT_MS
 * @property {string[]} outside requests the page tried to make to other hosts
 * @property {string} browserVersion
 */

/** The text of every `<style>` element in `html` (a first visit's markup holds no comments in them). */
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** @param {ScriptFile[]} files @returns {Files} */
const total = (files) => ({
  files,
  gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  transferred: files.reduce((sum, file) => sum + file.transferred, 0),
});

/**
 * @param {import('playwright-core').Response} response
 * @returns {Promise<ScriptFile>}
 */
async function describeResponse(response) {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: response.url(),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    transferred: sizes.responseBodySize,
    encoding: response.headers()['content-encoding'] ?? 'identity',
  };
}

/**
 * Debian's Chromium through playwright-core, headless with the suite's flags; `register` receives
 * what closes it, for a Ctrl-C that interrupts the measurement.
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium(register) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  register(() => browser.close());
  return browser;
}

/**
 * Opens `url` once in a fresh Chromium profile (desktop viewport, empty cache) and records every
 * script and stylesheet response until the network is idle, and the `<style>` elements of the
 * HTML it was served.
 * @param {string} url
 * @param {(stop: () => Promise<void>) => void} register receives what closes the browser, for a
 *   Ctrl-C that interrupts the measurement
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(url, register) {
  const browser = await launchChromium(register);
  try {
    const page = await browser.newPage();
    /** @type {Map<string, Promise<ScriptFile>>} */
    const scripts = new Map();
    /** @type {Map<string, Promise<ScriptFile>>} */
    const stylesheets = new Map();
    /** @type {string[]} */
    const outside = [];
    page.on('request', (request) => {
      if (!isLoopback(request.url())) outside.push(request.url());
    });
    page.on('response', (response) => {
      // Module preloads are fetched as scripts too; the content type catches any other kind.
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
      if (isScript && !scripts.has(response.url())) {
        scripts.set(response.url(), describeResponse(response));
      }
      // <link rel="stylesheet">, @import and any CSS a script fetches later.
      const isStylesheet =
        response.request().resourceType() === 'stylesheet' ||
        /^text\/css\b/.test(response.headers()['content-type'] ?? '');
      if (isStylesheet && !stylesheets.has(response.url())) {
        stylesheets.set(response.url(), describeResponse(response));
      }
    });
    const document = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!document) throw new Error(`no response for ${url}`);
    const settled = await page
      .waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    const inline = [...(await document.text()).matchAll(STYLE_ELEMENT)].map((match) => match[1]);
    const inlineText = Buffer.from(inline.join(''));
    const inDom = await page.locator('style').allTextContents();
    const added = inDom.length - inline.length;
    return {
      js: total(await Promise.all(scripts.values())),
      css: total(await Promise.all(stylesheets.values())),
      inlineStyles: {
        count: inline.length,
        raw: inlineText.length,
        gzip: inline.length ? gzipSync(inlineText, { level: 9 }).length : 0,
      },
      addedStyles: {
        count: Math.max(0, added),
        raw: Math.max(0, Buffer.byteLength(inDom.join('')) - inlineText.length),
      },
      settled,
      outside,
      browserVersion: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

/**
 * @typedef {object} LighthouseResult
 * @property {string} url
 * @property {string} [error] why the page could not be audited; the other fields are then NaN
 * @property {number} score performance score, 0 to 1
 * @property {number} lcp ms
 * @property {number} cls
 * @property {number} tbt ms
 * @property {number} seo SEO score, 0 to 1: the lowest of the runs
 * @property {number} accessibility accessibility score, 0 to 1: the lowest of the runs
 * @property {string[]} shortfalls the SEO and accessibility audits that failed in any run
 * @property {number} benchmarkIndex Lighthouse's measure of this machine's CPU speed in this run
 * @property {number[]} indices the benchmarkIndex of every run of the page, in run order
 * @property {number} multiplier the CPU slowdown Lighthouse simulated
 * @property {string[]} warnings Lighthouse's run warnings and any request to another host
 * @property {number[]} scores the performance scores of all runs of the page, lowest first
 */

/** The categories audited in every run; performance decides which run is the median one. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'seo'];

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * The audits of a category that did not pass, e.g. "accessibility: color-contrast".
 * @param {import('lighthouse').Result} lhr
 * @param {string} category
 */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${category}: ${ref.id}`);
}

/**
 * One Lighthouse run on `url` through the Chromium listening on `port`.
 * @param {typeof import('lighthouse').default} lighthouse
 * @param {string} url
 * @param {number} port
 * @param {number} cpuSlowdownMultiplier
 * @returns {Promise<LighthouseResult>}
 */
async function audit(lighthouse, url, port, cpuSlowdownMultiplier) {
  const run = await within(
    lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: LIGHTHOUSE_CATEGORIES,
      // Merged into the mobile defaults: the network stays simulated slow 4G.
      throttling: { cpuSlowdownMultiplier },
    }),
    LIGHTHOUSE_TIMEOUT_MS,
    `Lighthouse on ${url}`,
  );
  if (!run) throw new Error('Lighthouse returned no result');
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdownMultiplier || lhr.configSettings.throttlingMethod !== 'simulate') {
    throw new Error(
      `Lighthouse ran with ${lhr.configSettings.throttlingMethod} throttling at ${applied}×, not simulated at ${cpuSlowdownMultiplier}×`,
    );
  }
  const requests = /** @type {{ items?: { url: string }[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const outside = (requests?.items ?? []).map((item) => item.url).filter((u) => !isLoopback(u));
  return {
    url,
    score: lhr.categories.performance.score ?? NaN,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    seo: lhr.categories.seo.score ?? NaN,
    accessibility: lhr.categories.accessibility.score ?? NaN,
    shortfalls: [...shortfalls(lhr, 'accessibility'), ...shortfalls(lhr, 'seo')],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    indices: [lhr.environment.benchmarkIndex],
    multiplier: applied,
    warnings: [...lhr.runWarnings, ...outside.map((u) => `request to another host: ${u}`)],
    scores: [lhr.categories.performance.score ?? NaN],
  };
}

/**
 * Lighthouse's default configuration (mobile: Moto G Power screen, simulated slow 4G) with the
 * CPU slowdown calibrated for this host (calibrate.mjs) in place of its default 4×, on each URL in
 * turn, LIGHTHOUSE_RUNS runs each (the median run is reported), the LIGHTHOUSE_CATEGORIES, in one
 * Chromium.
 * Lighthouse resets the cache and storage before each page, so every page is a first visit.
 * A page that fails is reported with its error; the others are still audited.
 * @param {string[]} urls
 * @param {number} cpuSlowdownMultiplier
 * @param {(stop: () => Promise<void>) => void} register receives what kills the browser: it is
 *   started detached, so it would outlive a Ctrl-C of the benchmark
 * @returns {Promise<LighthouseResult[]>}
 */
export async function runLighthouse(urls, cpuSlowdownMultiplier, register) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    // chrome-launcher's own Ctrl-C handler exits the process, which would skip stopping the server.
    handleSIGINT: false,
  });
  register(async () => chrome.kill());
  try {
    /** @type {LighthouseResult[]} */
    const results = [];
    for (const url of urls) {
      /** @type {string[]} */
      const failures = [];
      /** @type {LighthouseResult[]} */
      const runs = [];
      // Lighthouse's own trace recording fails now and then (NO_NAVSTART, "please run Lighthouse
      // again"): such a run is repeated, and the failures are reported beside the result.
      while (runs.length < LIGHTHOUSE_RUNS && failures.length < LIGHTHOUSE_ATTEMPTS) {
        const run = await audit(lighthouse, url, chrome.port, cpuSlowdownMultiplier).catch(
          (/** @type {unknown} */ error) => {
            failures.push(error instanceof Error ? error.message : String(error));
            return undefined;
          },
        );
        if (run) runs.push(run);
      }
      if (runs.length === 0) {
        results.push({
          url,
          error: failures.join('; '),
          score: NaN,
          lcp: NaN,
          cls: NaN,
          tbt: NaN,
          seo: NaN,
          accessibility: NaN,
          shortfalls: [],
          benchmarkIndex: NaN,
          indices: [],
          multiplier: cpuSlowdownMultiplier,
          warnings: [],
          scores: [],
        });
        continue;
      }
      // One run's simulated metrics swing with the shared CPU (Lighthouse advises the median of
      // several runs): the page is reported by its median run by performance score. SEO and
      // accessibility do not depend on timing: their lowest score stands, with every audit that
      // failed in any run.
      const indices = runs.map((run) => run.benchmarkIndex);
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor((runs.length - 1) / 2)];
      results.push({
        ...median,
        seo: Math.min(...runs.map((run) => run.seo)),
        accessibility: Math.min(...runs.map((run) => run.accessibility)),
        shortfalls: [...new Set(runs.flatMap((run) => run.shortfalls))],
        indices,
        scores: runs.map((run) => run.score),
        warnings: [
          ...failures.map((failure) => `a run failed and was repeated: ${failure}`),
          ...median.warnings,
        ],
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
