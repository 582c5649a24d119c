import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** This worker's server (e2e/support/global-setup.ts starts one per worker). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID) - 1) % urls.length] ?? urls[0];
}

/** The admin account the suite's server was started with (random password, e2e/support/site-server.ts). */
export function adminAccount(): { username: string; password: string } {
  return inject('admin');
}

/** An admin token, from the sign-in the admin area uses, with the suite's admin account. */
export async function adminApiToken(): Promise<string> {
  // REST rather than the adminLogin mutation: the spec fixes this shape, and the token is the same.
  const response = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminAccount()),
  });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Tests never reach past this machine: every host name but the local ones fails at once (the
    // contact page's map frame included), whatever network the machine has; nor does Chromium
    // dial out at start.
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** This worker's Chromium: launched by its first file, then kept for the files after it. */
let workerBrowser: Promise<Browser> | undefined;

function workerChromium(): Promise<Browser> {
  // A launch that failed is tried again by the next file rather than handed on.
  workerBrowser ??= launchBrowser().catch((error: unknown) => {
    workerBrowser = undefined;
    throw error;
  });
  return workerBrowser;
}

/**
 * The worker's Chromium for the calling test file: one browser per worker, not per file (its
 * launch cost about half a second each time), since each test opens a context of its own
 * (openPage), which shares no cookies, storage or cache with another. The worker's files share
 * this module (isolate: false in e2e/vitest.config.ts), so the next file finds the browser
 * running; when the worker exits, playwright-core closes it. Whatever contexts a file leaves
 * open are closed after it, so the next file starts with none. Returns a getter, since the
 * browser exists only once `beforeAll` has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerChromium();
    // A browser that crashed or was closed is not handed on: launch another.
    if (!browser.isConnected()) {
      workerBrowser = undefined;
      browser = await workerChromium();
    }
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: call it inside a test');
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * A new page that records every console error and page error, to assert there were none. Its
 * relative addresses go to the suite's server, or to `siteUrl` (a test's own server). With
 * `javaScript: false` the page runs none of the site's scripts, as a browser with JavaScript off;
 * `timezoneId` sets the browser's time zone (the machine's by default).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  siteUrl: string = baseUrl(),
  { javaScript = true, timezoneId }: { javaScript?: boolean; timezoneId?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: siteUrl,
    javaScriptEnabled: javaScript,
    timezoneId,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The console says only that "a resource" failed: name it, so a failure says where to look.
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} from ${response.url()}`);
  });
  // A request that got no answer at all (not one a navigation cancelled) is not a console error,
  // but explains a step that never came (a chunk or stylesheet that did not arrive): say so.
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure !== 'net::ERR_ABORTED' && request.url().startsWith(siteUrl)) {
      console.warn(`[e2e] ${request.method()} ${request.url()}: ${failure}`);
    }
  });
  return { page, context, errors };
}

/** axe-core's serious and critical findings on the current page. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are checked once they settle, not half way through a transition: antd's buttons fade
  // their colours over 0.2 s (a hover left by the last click), and axe reads them as they are.
  // Finite CSS transitions and animations are waited for (a spinner's endless one is not); the
  // page's styles are left alone, since antd's motions end on their transitionend events.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
