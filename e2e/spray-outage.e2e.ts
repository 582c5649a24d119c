import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startForecastFixtureServer,
  type ForecastFixtureServer,
} from '../backend/src/test/forecast-fixture-server';
import { openPage, PHONE, seriousAxeViolations, useBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';
import { startSiteServer, type SiteServer } from './support/site-server';
import { smallTapTargets } from './support/tap-targets';

/*
 * Issue 39's budget "with the provider unreachable, the page answers in ≤ 2 s with the unavailable
 * state and manual mode": the built server, started as `npm start` starts it, with the default
 * forecast settings and a provider of its own that takes requests and never answers (the
 * fixture server in hang mode). How long the page takes is measured by `npm run bench`
 * (BENCH_ONLY=spray) and the default wait is pinned in backend/src/config.test.ts; here, that the
 * page answers at all, with the state and manual mode's form. The state is "being fetched" while
 * the provider is waited on (SPRAY_FORECAST_TIMEOUT_MS, 30 s by default, from the first request):
 * the page asks nothing on its own (spec section 7: no polling) and offers "Check again", which
 * asks once, with JavaScript or without.
 */

const PAGE = '/apps/spray-conditions';
const SASKATOON = 6141256;
/*
 * The "Check again" tests each ask for a place of their own (a cell of its own), so each cell's
 * hung fetch is still being waited on, 30 s from its test's first request, whatever ran before.
 */
const REGINA = 6119109;
const LETHBRIDGE = 6053154;

const browser = useBrowser();
let provider: ForecastFixtureServer;
let server: SiteServer;

beforeAll(async () => {
  provider = await startForecastFixtureServer();
  provider.mode = 'hang';
  // No SPRAY_FORECAST_* settings but the provider's address: the defaults, as a site runs them.
  server = await startSiteServer({
    env: {
      ...provider.env(),
      SPRAY_FORECAST_PROVIDER: undefined,
      SPRAY_FORECAST_WAIT_MS: undefined,
      SPRAY_FORECAST_TIMEOUT_MS: undefined,
    },
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

describe('the Spray Condition App with the provider not answering', () => {
  it('answers the place’s page with "Forecast unavailable" and manual mode’s form', async () => {
    const response = await fetch(`${server.baseUrl}${PAGE}?place=${SASKATOON}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h2 id="spray-unavailable-title">Forecast unavailable</h2>');
    expect(html).toContain(
      '<p>The forecast for this place is being fetched. Try again in a minute, or use manual mode meanwhile.</p>',
    );
    // Manual mode: its heading and its GET form with the three readings and the place.
    expect(html).toMatch(/<h2 id="[^"]+">Manual mode<\/h2>/);
    const form = /<form[^>]*class="[^"]*spray-manual__form[^"]*"[^>]*>[\s\S]*?<\/form>/.exec(html);
    expect(form).not.toBeNull();
    expect(form![0]).toContain('method="get"');
    expect(form![0]).toContain(`action="${PAGE}"`);
    for (const name of ['temp', 'rh', 'wind'])
      expect(form![0]).toMatch(new RegExp(`name="${name}"`));
    expect(form![0]).toContain(`<input type="hidden" name="place" value="${SASKATOON}"/>`);
    expect(form![0]).toContain('Rate this reading');
    // The provider was asked (and is still being waited on), once.
    expect(provider.counts.capabilities).toBe(1);
    expect(provider.counts.featureInfo).toBe(0);
  });

  it('offers "Check again" without JavaScript: a GET of the same address', async () => {
    const { page, context } = await openPage(browser(), PHONE, server.baseUrl, {
      javaScript: false,
    });
    try {
      await page.goto(`${PAGE}?place=${REGINA}&rainfast=1`);
      const check = page.getByRole('button', { name: 'Check again' });
      expect(await smallTapTargets(page)).toEqual([]);
      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.isNavigationRequest()),
        check.click(),
      ]);
      expect(request.method()).toBe('GET');
      expect(new URL(request.url()).search).toBe(`?place=${REGINA}&rainfast=1`);
      await page.waitForLoadState();
      await expect(
        page.getByText('The forecast for this place is being fetched.').count(),
      ).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('asks nothing on its own, and asks once when "Check again" is pressed', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE, server.baseUrl);
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/graphql') && request.postData()?.includes('sprayForecast')) {
          asked.push(request.url());
        }
      });
      await page.goto(`${PAGE}?place=${LETHBRIDGE}`);
      const check = page.getByRole('button', { name: 'Check again' });
      await waitForHydration(page, check);
      // Longer than the old page's first ask again (5 s): nothing is asked.
      await page.waitForTimeout(6_000);
      expect(asked).toEqual([]);
      // Pressed from the keyboard.
      await check.focus();
      await page.keyboard.press('Enter');
      const found = page.locator('.spray-unavailable__check');
      await expect
        .poll(() => found.textContent(), { timeout: 15_000 })
        .toContain('Still being fetched.');
      expect(asked).toHaveLength(1);
      // Said inside the unavailable state's polite live region.
      await expect(
        found.evaluate((form) => form.closest('[role="status"]') !== null),
      ).resolves.toBe(true);
      expect(await smallTapTargets(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
