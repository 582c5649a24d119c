import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeWhenSettled, expectToast, openSignedIn, unique } from './support/admin';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { waitForHydration } from './support/hydration';
import { startSiteServer, type SiteServer } from './support/site-server';

const browser = useBrowser();

/*
 * The videos page's tabs and videos in the admin, on a server of this file's own: the tabs it
 * adds would otherwise show up in the suite's shared check of the three seeded tabs.
 */
let server: SiteServer | undefined;
beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server?.stop());

const site = () => {
  if (!server) throw new Error('The server starts in beforeAll');
  return server;
};

/** Adds a tab on /admin/videos; the screen then shows its (empty) list of videos. */
async function createCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill(name);
  await expectToast(
    page,
    () => dialog.getByRole('button', { name: 'Add category' }).click(),
    /^Saved/,
  );
  await page.getByRole('heading', { name: `Videos in ${name}`, level: 2 }).waitFor();
}

describe('videos in the admin', () => {
  it('adds a tab and a video that /videos shows at once; a tab with videos is not deleted', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP, site().baseUrl);
    try {
      await openSignedIn(page, '/admin/videos', site().admin, site().baseUrl);
      const category = unique('Field Days');
      await createCategory(page, category);
      await page.getByText('No videos in this category yet').waitFor();

      await page.getByRole('link', { name: 'New Video' }).click();
      await page.getByRole('heading', { name: 'New Video' }).waitFor();
      const title = unique('Seeding Depth Check');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('Checking seed depth behind the air drill.');
      await page.getByLabel('Video link').fill('https://youtu.be/aB3dE5gH7jK');
      await chooseOption(page, 'Thumbnail', 'Field Walk');
      // The tab the list showed is the new video's.
      await page.locator('.ant-select', { hasText: category }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin\/videos\/\d+$/);
      await page.getByRole('heading', { name: 'Edit Video' }).waitFor();

      await page.goto('/videos');
      await waitForHydration(page, '[role="tab"]');
      await page.getByRole('tab', { name: category }).click();
      const panel = page.getByRole('tabpanel', { name: category });
      await panel.getByRole('heading', { name: title, exact: true }).waitFor();
      expect(await panel.getByRole('link', { name: /Watch Video/ }).getAttribute('href')).toBe(
        'https://youtu.be/aB3dE5gH7jK',
      );

      await page.goto('/admin/videos');
      const tabs = page.getByRole('region', { name: 'Categories in tab order' });
      await tabs.getByRole('button', { name: `Delete ${category}` }).click();
      await expectToast(
        page,
        () =>
          page
            .getByRole('dialog', { name: `Delete the category ${category}?` })
            .getByRole('button', { name: 'Delete' })
            .click(),
        'This category holds 1 video: move or delete it first',
      );
      await page.goto('/videos');
      await page.getByRole('tab', { name: category }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works at 390 px without serious axe findings, list, dialog and editor', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE, site().baseUrl);
    try {
      await openSignedIn(page, '/admin/videos', site().admin, site().baseUrl);
      await page.getByRole('heading', { name: 'Videos in Product Features' }).waitFor();
      const first = page.locator('.ant-table-tbody a[href^="/admin/videos/"]').first();
      await first.waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'New Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'New category' });
      await dialog.getByLabel('Name').fill('product features');
      await dialog.getByRole('button', { name: 'Add category' }).click();
      await dialog.getByText('Another category already has this name').waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const title = await first.textContent();
      await first.click();
      await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
      await page.getByLabel('Video link').fill('https://example.com/films/12');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByText(
          'Video link must be the address of a YouTube or Vimeo video, starting with https://',
        )
        .first()
        .waitFor();
      await expect(page.getByLabel('Title').inputValue()).resolves.toBe(title);
      await page.getByRole('heading', { name: 'Version history' }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
