import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, PDF, expectToast, openSignedIn, unique } from './support/admin';
import { openPage, PHONE, useBrowser } from './support/browser';
import { chooseOption } from './support/forms';

const browser = useBrowser();

/** Creates a product in the editor, by keyboard where a person would type; answers its id. */
async function createProduct(page: Page, name: string): Promise<string> {
  await openSignedIn(page, '/admin/products/new');
  await page.getByRole('heading', { name: 'New Product' }).waitFor();
  await page.getByLabel('Name').fill(name);
  await chooseOption(page, 'Category', 'Soil Health');
  await page.getByLabel('Description').fill('A humic blend that feeds soil life all season.');
  await page.getByLabel('Feature 1', { exact: true }).fill('Builds organic matter');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
  return page.url().split('/').pop()!;
}

describe('products in the admin', () => {
  it('edits a product and the public page, the list and /products.json change at once', async () => {
    const { page, context, errors } = await openPage(browser());
    try {
      const name = unique('Prairie Humate');
      const id = await createProduct(page, name);
      // The public page is read (and cached) before the edit: the save must clear it.
      const before = await page.request.get(`/products/${id}`);
      expect(await before.text()).toContain('Builds organic matter');

      const renamed = `${name} Plus`;
      await page.getByLabel('Name').fill(renamed);
      await page.getByLabel('Feature 1', { exact: true }).fill('Holds moisture in sandy soils');
      await page.getByRole('button', { name: 'Add feature' }).click();
      await page.getByLabel('Feature 2', { exact: true }).fill('Feeds soil biology');
      expect(await axeWhenSettled(page)).toEqual([]);
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Save', exact: true }).click(),
        /^Saved/,
      );

      await page.goto(`/products/${id}`);
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      const features = page.locator('.product-detail__features li');
      expect(await features.allTextContents()).toEqual([
        'Holds moisture in sandy soils',
        'Feeds soil biology',
      ]);
      expect(await page.content()).not.toContain('Builds organic matter');
      await page.goto('/products');
      await page.getByRole('heading', { name: renamed }).first().waitFor();
      const json = (await (await page.request.get('/products.json')).json()) as { name: string }[];
      expect(json.map((p) => p.name)).toContain(renamed);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a "PDF" that is not one, keeps a real one, and deletes after listing it', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      const name = unique('Canola Starter');
      const id = await createProduct(page, name);
      await expectToast(
        page,
        () =>
          page.getByLabel('Upload a safety data sheet (PDF)').setInputFiles({
            name: 'sheet.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from('<html>not a pdf</html>'),
          }),
        /The file is not a PDF/,
      );
      await page.getByText('No safety data sheet yet.').waitFor();

      await page.getByLabel('New certification type').fill('OMRI Listed');
      await page.getByLabel('Certificate PDF for the new certification').setInputFiles({
        name: 'omri.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.getByRole('link', { name: 'Open the PDF of OMRI Listed' }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);

      await page.goto(`/products/${id}`);
      await page.getByText('OMRI Listed').first().waitFor();

      await page.goto(`/admin/products/${id}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('The certification "OMRI Listed" and its PDF').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL(/\/admin\/products$/);
      expect((await page.request.get(`/products/${id}`)).status()).toBe(404);
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a product's version history", () => {
  it('restores the earlier name, and the public page shows it again', async () => {
    const { page, context, errors } = await openPage(browser());
    try {
      const name = unique('Humate Restore');
      const id = await createProduct(page, name);
      const renamed = `${name} Renamed`;
      await page.getByLabel('Name').fill(renamed);
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Save', exact: true }).click(),
        /^Saved/,
      );
      await page.goto(`/products/${id}`);
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

      await page.goto(`/admin/products/${id}`);
      await page.getByRole('heading', { name: 'Version history' }).waitFor();
      await page.getByRole('checkbox', { name: 'Compare version 1' }).check();
      await page.getByRole('checkbox', { name: 'Compare version 2' }).check();
      await page.getByText(renamed).last().waitFor();
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Restore version 1' }).click(),
        /^Restored/,
      );
      expect(await page.getByLabel('Name').inputValue()).toBe(name);
      await page.getByRole('cell', { name: '3', exact: true }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);

      await page.goto(`/products/${id}`);
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      expect(await page.content()).not.toContain(renamed);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
