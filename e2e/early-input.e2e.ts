import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * Holds the app's entry script back until `release()`: the page is then server HTML with only its
 * inline loader running, as on a slow phone before the app has loaded and hydrated.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A mark on the page's window: gone if the page reloaded (a form sent natively). */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
  return () => page.evaluate(() => (window as unknown as { mark?: boolean }).mark === true);
}

describe('a tap before the page has hydrated', () => {
  it('opens the menu once the app is there, and the menu works as usual after', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Hydrated: the panel closes and opens on the next taps at once.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await toggle.click();
    await panel.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies a category filter tapped early, and the next one too', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    const release = await holdTheApp(page);
    await page.goto('/soil-diagnostics', { waitUntil: 'domcontentloaded' });
    const filter = page.getByRole('group', { name: 'Filter products by category' });
    const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    const all = await products.count();
    await filter.getByRole('button', { name: 'Organic Solutions' }).click();
    await page.waitForTimeout(300);
    expect(await products.count()).toBe(all);

    release();
    // Hydrating a long list takes a while on a busy machine: wait as long as a page load may.
    await expect
      .poll(
        () =>
          filter.getByRole('button', { name: 'Organic Solutions' }).getAttribute('aria-pressed'),
        { timeout: 30_000 },
      )
      .toBe('true');
    const organic = await products.count();
    expect(organic).toBeGreaterThan(0);
    expect(organic).toBeLessThan(all);
    await filter.getByRole('button', { name: 'All Products' }).click();
    await expect.poll(() => products.count()).toBe(all);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a form sent early on the page, and checks it once the app is there', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    const release = await holdTheApp(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const samePage = await markWindow(page);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await page.waitForTimeout(300);
    // Not sent by the browser: no reload, nothing added to the address.
    expect(await samePage()).toBe(true);
    expect(new URL(page.url()).search).toBe('');

    release();
    await page.getByText('Please enter your name', { exact: true }).waitFor();
    expect(await samePage()).toBe(true);
    // Hydrated: the form answers a second submission itself.
    await send.click();
    await page.getByText('Please enter a message', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
