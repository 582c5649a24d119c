import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  DESKTOP,
  openPage,
  PHONE,
  seriousAxeViolations,
  useBrowser,
} from './support/browser';
import { expectToast, openSignedIn } from './support/admin';
import { chooseOption } from './support/forms';

const browser = useBrowser();

/**
 * axe's serious findings once no toast, dialog or select list is still animating or open (text
 * half-way through a fade is half-transparent, which fails contrast; a closing list is checked
 * as if it were open).
 */
async function axeWhenSettled(page: Page): Promise<string[]> {
  const moving = [
    '[class*="notification-fade"]',
    '[class*="ant-zoom"]',
    '[class*="ant-fade"]',
    '[class*="ant-slide"]',
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  ].join(', ');
  await expect.poll(() => page.locator(moving).count()).toBe(0);
  return seriousAxeViolations(page);
}

async function saveFax(page: Page, fax: string) {
  await page.goto('/admin/settings');
  await page.getByLabel('Fax').fill(fax);
  await expectToast(
    page,
    () => page.getByRole('button', { name: 'Save Company Details' }).click(),
    'Settings Saved',
  );
}

/** The activity table's body rows (antd's hidden measuring row left out). */
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('the audit trail', () => {
  it('shows a settings change on /admin/activity and the dashboard, at 390 px and by keyboard', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      await openSignedIn(page, '/admin/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const before = await page.getByLabel('Fax').inputValue();
      await saveFax(page, '780-555-0199');

      await page.goto('/admin/activity');
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      const newest = rows(page).first();
      await newest.getByText('Company settings: Company settings').waitFor();
      expect(await newest.textContent()).toContain(adminAccount().username);
      expect(await newest.getByRole('cell', { name: 'fax', exact: true }).count()).toBe(1);
      // Names of fields only: the new number is nowhere in the trail.
      expect(await page.getByText('780-555-0199').count()).toBe(0);
      // The page itself never scrolls sideways at 390 px (the table scrolls in its own box).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);

      // Filters by keyboard: type the username, then Tab on to the next filter.
      const who = page.getByRole('searchbox', { name: 'Who (username)' });
      await who.focus();
      await page.keyboard.type('nobody-by-that-name');
      await page.getByText('No changes match').waitFor();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
      ).not.toBe('Who (username)');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await chooseOption(page, 'Record type', 'Company settings');
      await chooseOption(page, 'Action', 'Updated');
      await rows(page).first().getByText('Company settings: Company settings').waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);

      await page.goto('/admin/dashboard');
      const activity = page.locator('.admin-activity');
      await activity
        .getByText(`${adminAccount().username} updated “Company settings”`)
        .first()
        .waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByRole('link', { name: 'View all activity' }).click();
      await page.waitForURL(/\/admin\/activity$/);
      expect(await axeWhenSettled(page)).toEqual([]);

      // The built-in value back for the other files.
      await saveFax(page, before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads well at desktop width', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    try {
      await openSignedIn(page, '/admin/activity');
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      await rows(page).first().waitFor();
      await page.getByRole('columnheader', { name: 'When' }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
