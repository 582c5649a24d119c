import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, PHONE, seriousAxeViolations, useBrowser } from './support/browser';
import { waitForPageHydration } from './support/hydration';
import { waitForOfflineTools } from './support/offline-tools';
import { smallTapTargets } from './support/tap-targets';

/*
 * Issue 38's farm tools on a 390 px phone, as a farmer meets them on `npm start`: the calculator
 * opened from /apps, a plan built, its link opened in a fresh browser, the same form with
 * JavaScript off, and the tools again offline after a first visit.
 */

const browser = useBrowser();
const CALCULATOR = '/apps/optimize-calculator';

/** The urea line of the plan's table: 100 lb N/ac ÷ 46 % is 217.4 lb/ac. */
const ureaRow = (page: Page) => page.getByRole('row', { name: /Urea 46-0-0/ });

/**
 * Waits until the tool's form runs in the page. The form is made again once the page has
 * hydrated (it then reads its fields from the address), so it is looked up afresh each time.
 */
async function waitForToolForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form.tool-form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

async function fillPlan(page: Page) {
  await page.getByLabel(/^Urea 46-0-0/).check();
  await page.getByLabel('Field size (ac)').fill('160');
  await page.getByRole('group', { name: 'Targets (lb/ac)' }).getByLabel('N').fill('100');
}

describe('the Optimize Calculator on a phone', () => {
  it('opens from /apps, plans as the farmer types, and its link reproduces the plan', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    try {
      await page.goto('/apps');
      await waitForPageHydration(page);
      const card = page.getByRole('listitem').filter({ hasText: 'Optimize Calculator' });
      await card.getByRole('link', { name: 'Open App' }).click();
      await page.waitForURL(`**${CALCULATOR}`);
      await page.getByRole('heading', { level: 1, name: 'Optimize Calculator' }).waitFor();
      await waitForToolForm(page);
      await fillPlan(page);
      await expect.poll(() => ureaRow(page).textContent()).toContain('217.4');
      expect(await smallTapTargets(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const shared = page.url();
      expect(new URL(shared).searchParams.getAll('p')).toEqual(['reference-urea']);
      expect(errors).toEqual([]);

      const other = await openPage(browser(), PHONE);
      try {
        await other.page.goto(shared);
        expect(await ureaRow(other.page).textContent()).toContain('217.4');
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('submits the form to the server with JavaScript off, and shows the plan', async () => {
    const context = await browser().newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      baseURL: baseUrl(),
    });
    try {
      const page = await context.newPage();
      await page.goto(CALCULATOR);
      await fillPlan(page);
      await page.getByRole('button', { name: 'Show the plan' }).click();
      await page.waitForURL(/tN=100/);
      expect(await ureaRow(page).textContent()).toContain('217.4');
    } finally {
      await context.close();
    }
  });

  it('works offline after a first visit', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    try {
      await page.goto('/apps/salt-index');
      await waitForToolForm(page);
      // The worker keeps both tools and their assets when it installs, and what this first
      // visit loaded once the page lists it.
      await waitForOfflineTools(page, [
        '/apps/optimize-calculator',
        'OptimizeCalculatorPage-',
        'SaltIndexPage-',
      ]);
      await context.setOffline(true);
      const response = await page.goto(`${CALCULATOR}?p=reference-urea&tN=100&area=160`);
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForToolForm(page);
      await expect.poll(() => ureaRow(page).textContent()).toContain('217.4');
      // Changing an input still computes, with no network.
      await page.getByRole('group', { name: 'Targets (lb/ac)' }).getByLabel('N').fill('46');
      await expect.poll(() => ureaRow(page).textContent()).toContain('100.0');
    } finally {
      await context.close();
    }
  });
});
