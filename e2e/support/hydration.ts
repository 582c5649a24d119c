import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element matching `selector` (it then carries React's props
 * key). Public pages arrive server-rendered: a click before hydration would reach the bare HTML,
 * e.g. submit a form natively instead of running its handler.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
