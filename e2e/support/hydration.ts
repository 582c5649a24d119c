import type { Locator, Page } from 'playwright-core';

/**
 * Waits until React has hydrated the first element of `target` (a CSS selector or a locator): it
 * then carries React's props key. Public pages arrive server-rendered and hydrate in a transition,
 * section by section: a click before the clicked element itself is hydrated reaches the bare HTML
 * (a form submits natively, a toggle does nothing), so wait on the element you are about to use,
 * not on some other one.
 */
export async function waitForHydration(page: Page, target: string | Locator): Promise<void> {
  const locator = typeof target === 'string' ? page.locator(target) : target;
  await page.waitForFunction(
    (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps')),
    await locator.first().elementHandle(),
  );
}
