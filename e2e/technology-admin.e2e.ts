import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, expectToast, openSignedIn, unique } from './support/admin';
import { openPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** Opens the editor of the entry named `name` from the Technology list. */
async function openEntry(page: Page, name: string): Promise<void> {
  await openSignedIn(page, '/admin/technology');
  await page.getByRole('heading', { name: 'Technology', level: 1 }).waitFor();
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name: `Edit ${name}`, level: 1 }).waitFor();
}

/*
 * The entries are the suite's built-in ones (the office cannot add any: the pages look them up by
 * key), so a test that changes one puts it back, through the version history it also tests.
 */
describe('technology entries in the admin', () => {
  it('edits a heading, the public page follows at once, and restoring brings it back', async () => {
    const { page, context, errors } = await openPage(browser());
    try {
      // The public page is read (and cached) before the edit: the save must clear it.
      const before = await page.request.get('/technologies/nanosorb');
      expect(await before.text()).toContain('NanoSorb Technology');

      await openEntry(page, 'NanoSorb');
      expect(await axeWhenSettled(page)).toEqual([]);
      const heading = unique('NanoSorb Carrier Technology');
      await page.getByLabel('Title', { exact: true }).fill(heading);
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Save', exact: true }).click(),
        /^Saved/,
      );

      await page.goto('/technologies/nanosorb');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();

      await page.goBack();
      await page.getByRole('heading', { name: 'Edit NanoSorb', level: 1 }).waitFor();
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Restore version 1' }).click(),
        /^Restored/,
      );
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
        'NanoSorb Technology',
      );
      await page.goto('/technologies/nanosorb');
      await page.getByRole('heading', { level: 1, name: 'NanoSorb Technology' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the API's message under a bad value and keeps the rest, at 390 px", async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      await openSignedIn(page, '/admin/technology');
      await page.getByRole('link', { name: 'Micro Extraction', exact: true }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);

      await page.getByRole('link', { name: 'Micro Extraction', exact: true }).click();
      await page.getByRole('heading', { name: 'Edit Micro Extraction', level: 1 }).waitFor();
      const title = unique('Micro Extraction, refined');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Benefit 2', { exact: true }).fill('   ');
      // By keyboard: Enter on "Add step" adds a row, Enter in a one-line field saves.
      await page.getByRole('button', { name: 'Add step' }).press('Enter');
      await page.getByLabel('Step 5 title').fill('Bottle it');
      await page.getByLabel('Step 5 title').press('Enter');

      const benefits = page.getByRole('group', { name: 'Key benefits' });
      await benefits.getByText('A benefit cannot be empty: write it or remove it').waitFor();
      const steps = page.getByRole('group', { name: 'How it works' });
      await steps.getByText('Step text is required').waitFor();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
      expect(await page.getByLabel('Step 5 title').inputValue()).toBe('Bottle it');
      expect(await axeWhenSettled(page)).toEqual([]);
      // Nothing was saved.
      const publicPage = await page.request.get('/technologies/micro-extraction');
      expect(await publicPage.text()).not.toContain(title);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
