import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, PHONE, seriousAxeViolations, useBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';
import { waitForOfflineTools } from './support/offline-tools';
import { smallTapTargets } from './support/tap-targets';

/*
 * Issue 39 on a phone (390 px): a farmer picks a place, sees the spray windows of the forecast the
 * suite's fixture provider plays back (e2e/support/global-setup.ts), then goes offline and types
 * a Good hour's reading into manual mode, which rates it the same without the server, and opens
 * the page again offline from the tools' service worker. With JavaScript off, the place form is
 * sent to the server, which renders the forecast of the community the name stands for, and
 * manual mode's form is sent to the server, which rates the reading as the browser would.
 */

const browser = useBrowser();

describe('the Spray Condition App on a phone', () => {
  it('shows windows from the forecast, and manual mode rates a reading the same offline', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    await page.goto('/apps/spray-conditions');
    await waitForHydration(page, 'input[type="search"]');
    await page.getByLabel('Find a community in Alberta or Saskatchewan').fill('Saskat');
    await page.getByRole('link', { name: 'Saskatoon, SK' }).click();
    await page.waitForURL(/place=6141256/);

    // The suite's servers wait up to 10 s for a cell's first fetch (global-setup.ts); on a busy
    // machine it may take longer, and the page then says "being fetched": the farmer presses
    // "Check again" (the page asks nothing on its own) until the forecast is there.
    const card = page.getByRole('region', { name: 'Right now' });
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    await expect
      .poll(
        async () => {
          if ((await card.count()) > 0) return true;
          if ((await checkAgain.count()) > 0) await checkAgain.click();
          return false;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    const windows = page.getByRole('list', { name: 'Spray windows' }).getByRole('listitem');
    expect(await windows.count()).toBeGreaterThan(0);
    expect(await windows.first().textContent()).toMatch(/^[A-Z][a-z]{2} \d\d:00–/);
    await expect(
      page.getByRole('img', { name: /Timeline of the next \d+ hours/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByRole('link', { name: 'Data Source: Environment and Climate Change Canada' })
        .count(),
    ).resolves.toBe(1);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A Good hour of the table: its temperature, humidity and wind, typed in with no network.
    const good = page.locator('.spray-table tbody tr.is-good').first();
    const cells = await good.locator('td').allTextContents();
    const [, , air, rh, wind] = cells;
    // The tools' service worker keeps this page once it installs (frontend/public/apps/sw.js).
    await waitForOfflineTools(page, ['/apps/spray-conditions']);
    await context.setOffline(true);
    await page.getByLabel('Temperature (°C)').fill(air);
    await page.getByLabel('Relative humidity (%)').fill(rh);
    await page.getByLabel('Wind speed (km/h)').fill(wind);
    const result = page.locator('.spray-manual__rating');
    await expect(result.locator('strong').textContent()).resolves.toBe('Good');
    expect(errors).toEqual([]);
    // And it opens again with no network, from the service worker, and manual mode still rates.
    const again = await page.goto('/apps/spray-conditions?place=6141256');
    expect(again?.fromServiceWorker()).toBe(true);
    // The page renders again once its forecast request fails offline, so the reading is typed
    // until the hydrated form rates it.
    await expect
      .poll(
        async () => {
          await page.getByLabel('Temperature (°C)').fill(air);
          await page.getByLabel('Relative humidity (%)').fill(rh);
          await page.getByLabel('Wind speed (km/h)').fill(wind);
          return result
            .locator('strong')
            .textContent({ timeout: 1_000 })
            .catch(() => null);
        },
        { timeout: 20_000 },
      )
      .toBe('Good');
    await context.setOffline(false);
    await context.close();
  });

  it('finds a place with JavaScript off: the server lists the matches and renders the forecast', async () => {
    const { page, context } = await openPage(browser(), PHONE, baseUrl(), { javaScript: false });
    try {
      await page.goto('/apps/spray-conditions');
      // A name that matches two communities: the server lists both, each a link.
      await page.getByLabel('Find a community in Alberta or Saskatchewan').fill('Saskat');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await page.waitForURL(/q=Saskat/);
      const matches = page.getByRole('list', { name: 'Matching communities' });
      await expect(matches.getByRole('link').allTextContents()).resolves.toEqual([
        'Saskatoon, SK',
        'Fort Saskatchewan, AB',
      ]);
      // A whole name: the server renders that community's rated hours.
      await page.getByLabel('Find a community in Alberta or Saskatchewan').fill('Saskatoon');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await page.waitForURL(/q=Saskatoon/);
      // The suite's servers wait for a cell's first fetch (global-setup.ts).
      await expect(
        page.getByRole('heading', { name: /^Next \d+ hours at Saskatoon, SK$/ }).count(),
      ).resolves.toBe(1);
      const windows = page.getByRole('list', { name: 'Spray windows' }).getByRole('listitem');
      expect(await windows.first().textContent()).toMatch(/^[A-Z][a-z]{2} \d\d:00–/);
      expect(await smallTapTargets(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('rates a manual reading with JavaScript off: the server renders the rating', async () => {
    const { page, context } = await openPage(browser(), PHONE, baseUrl(), { javaScript: false });
    try {
      await page.goto('/apps/spray-conditions?place=6141256&rainfast=1');
      const send = async (air: string, rh: string, wind: string) => {
        await page.getByLabel('Temperature (°C)').fill(air);
        await page.getByLabel('Relative humidity (%)').fill(rh);
        await page.getByLabel('Wind speed (km/h)').fill(wind);
        await page.getByRole('button', { name: 'Rate this reading' }).click();
        await page.waitForURL(new RegExp(`temp=${air}&rh=${rh}&wind=${wind}$`));
      };
      const result = page.locator('.spray-manual__rating');
      // Stull (2011): 20 °C and 50 % give a wet bulb of 13.7 °C, ΔT 6.3 (good); 10 km/h is good.
      await send('20', '50', '10');
      await expect(result.locator('strong').textContent()).resolves.toBe('Good');
      await expect(result.textContent()).resolves.toContain('Wet bulb 13.7 °C, ΔT 6.3 °C');
      // The place and the product went along with the reading.
      expect(new URL(page.url()).searchParams.get('place')).toBe('6141256');
      expect(new URL(page.url()).searchParams.get('rainfast')).toBe('1');
      // 25 km/h is above the 20 km/h stop: Poor, and the reason named.
      await send('20', '50', '25');
      await expect(result.locator('strong').textContent()).resolves.toBe('Poor');
      await expect(
        result.getByText('Wind 25 km/h is above 20 km/h: too windy to spray.').count(),
      ).resolves.toBe(1);
      await expect(page.getByLabel('Wind speed (km/h)').inputValue()).resolves.toBe('25');
      expect(await smallTapTargets(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
