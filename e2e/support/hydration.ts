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

/**
 * Waits until a server-rendered public page has hydrated as a whole: the layout then hands the
 * page the taps its loader held back, consuming the loader's replay function
 * (frontend/src/boot/entry-loader.ts). Use it where the element you are about to use is part of
 * the page's static content (StaticContent), which is never hydrated and so never carries React's
 * props: its links work as links, and inside the app once it has hydrated.
 */
export async function waitForPageHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__replayHeldInput' in window));
}
