import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, searchSubscribers, openSignedIn } from './support/admin';
import { baseUrl, DESKTOP, openPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** An invented address no other test uses. */
const address = () => `grower.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Subscribes as the site's form does (the spec's REST shim). */
async function subscribe(email: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'E2E browser/1.0' },
    body: JSON.stringify({ email, preferences: ['Soil Health'], page: '/newsletter' }),
  });
  expect(response.status).toBe(201);
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('subscribers and privacy in the admin', () => {
  it('finds a subscriber, opens its consent record, erases it and sees it gone', async () => {
    const email = address();
    await subscribe(email);
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    try {
      await openSignedIn(page, '/admin/subscribers');
      await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor();
      await searchSubscribers(page, email);
      const row = page.getByRole('button', { name: email });
      await row.waitFor();
      expect(await page.getByRole('button', { name: /^grower\./ }).count()).toBe(1);
      expect(await axeWhenSettled(page)).toEqual([]);

      // The consent record, opened by keyboard.
      await row.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: email });
      await drawer.getByRole('heading', { name: /Consent 1/ }).waitFor();
      expect(await drawer.getByText('/newsletter', { exact: true }).count()).toBe(1);
      expect(await drawer.getByText('E2E browser/1.0').count()).toBe(1);
      expect(await drawer.getByText(/unsubscribe at any time/i).count()).toBeGreaterThan(0);
      expect(await axeWhenSettled(page)).toEqual([]);

      // Everything about it, then erased after typing the address again.
      await drawer.getByRole('button', { name: 'Everything about this address' }).click();
      await page.getByRole('tab', { name: 'Privacy', selected: true }).waitFor();
      await page.getByRole('heading', { name: email }).waitFor();
      await page.getByRole('heading', { name: 'E-mail deliveries (1)' }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByRole('button', { name: 'Erase this person…' }).click();
      const dialog = page.getByRole('dialog', { name: `Erase all data of ${email}?` });
      const erase = dialog.getByRole('button', { name: 'Erase' });
      expect(await erase.isDisabled()).toBe(true);
      await dialog.getByLabel('Type the address to confirm').fill(email.toUpperCase());
      expect(await axeWhenSettled(page)).toEqual([]);
      await erase.click();
      await page.getByText(/^Erased 1 subscriber, 1 consent record/).waitFor();
      await page.getByText('Not subscribed.').waitFor();
      await page
        .getByText(/on the suppression list/)
        .first()
        .waitFor();

      // Gone from the list.
      await page.getByRole('tab', { name: 'Subscribers' }).click();
      await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(email);
      await page.getByText('No subscribers match').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is usable at 390 px', async () => {
    const email = address();
    await subscribe(email);
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      await openSignedIn(page, '/admin/subscribers');
      await searchSubscribers(page, email);
      await page.getByRole('button', { name: email }).click();
      await page
        .getByRole('dialog', { name: email })
        .getByRole('heading', { name: /Consent 1/ })
        .waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
