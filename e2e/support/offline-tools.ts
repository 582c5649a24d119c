import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits until the farm tools' service worker (frontend/public/apps/sw.js) is active and its cache
 * holds a path containing each of `parts` (a page's path, or a chunk's name).
 */
export async function waitForOfflineTools(page: Page, parts: string[]): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        // The worker's cache is named farm-tools-v<n>, raised when its way of caching changes.
        const names = (await caches.keys()).filter((name) => name.startsWith('farm-tools-'));
        const requests = await Promise.all(
          names.map(async (name) => (await caches.open(name)).keys()),
        );
        const kept = requests.flat().map((request) => new URL(request.url).pathname);
        return wanted.every((part) => kept.some((path) => path.includes(part)));
      }, parts),
    )
    .toBe(true);
}
