import type { Locator, Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element matching `target` (it then carries React's props
 * key): a CSS selector (its first match) or a locator (its first match). Public pages arrive
 * server-rendered and hydrate in a transition, section by section: a click before the clicked
 * element itself is hydrated reaches the bare HTML (a form submits natively, a toggle does
 * nothing), so wait on the element you are about to use, not on some other one.
 */
export async function waitForHydration(page: Page, target: string | Locator): Promise<void> {
  if (typeof target === 'string') {
    await page.waitForFunction((sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    }, target);
    return;
  }
  const handle = await target.first().elementHandle();
  await page.waitForFunction(
    (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps')),
    handle,
  );
}
