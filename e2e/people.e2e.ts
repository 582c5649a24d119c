import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser';
import { axeWhenSettled, expectToast, openSignedIn } from './support/admin';
import { startSiteServer, type SiteServer } from './support/site-server';

const browser = useBrowser();

/*
 * The office's testimonials, on a server of this file's own: a delete must survive a restart of
 * the server (the seeders run at every start and must never bring content back), which the
 * suite's shared server cannot be put through.
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

/** Opens an admin `path` of this file's server, signed in (openSignedIn). */
const signedIn = (page: Page, path: string) =>
  openSignedIn(page, path, site().admin, site().baseUrl);

/** The customers of the admin list, in the order on screen. */
async function adminNames(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
  const links = page.locator('.ant-table-tbody a[href^="/admin/testimonials/"]');
  await links.first().waitFor();
  return links.allTextContents();
}

/** The customers of the home page's testimonials, in the order a visitor sees them. */
async function homeNames(page: Page, names: readonly string[]): Promise<string[]> {
  await page.goto('/');
  const region = page.getByRole('region', { name: 'What Our Customers Say' });
  let text = '';
  await expect
    .poll(async () => {
      text = await region.innerText();
      return names.some((name) => text.includes(name));
    })
    .toBe(true);
  return names
    .filter((name) => text.includes(name))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

describe('testimonials in the admin', () => {
  it('moves one up by keyboard and the home page follows at once', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP, site().baseUrl);
    try {
      await signedIn(page, '/admin/testimonials');
      const before = await adminNames(page);
      expect(before.length).toBeGreaterThanOrEqual(3);
      expect(await homeNames(page, before)).toEqual(before);

      await page.goto('/admin/testimonials');
      await adminNames(page);
      const moveUp = page.getByRole('button', { name: `Move up: ${before[1]}` });
      await moveUp.focus();
      await expectToast(page, () => page.keyboard.press('Enter'), /^Moved/);
      const after = [before[1], before[0], ...before.slice(2)];
      await expect.poll(() => adminNames(page)).toEqual(after);
      expect(await homeNames(page, before)).toEqual(after);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works at 390 px without serious axe findings, list and editor', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE, site().baseUrl);
    try {
      await signedIn(page, '/admin/testimonials');
      const names = await adminNames(page);
      expect(await axeWhenSettled(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: names[0] }).click();
      await page.getByRole('heading', { name: 'Edit Testimonial' }).waitFor();
      await page.getByLabel('Rating (stars, 1 to 5)').fill('9');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Rating must be a whole number from 1 to 5').first().waitFor();
      await expect(page.getByLabel('Customer, with their farm').inputValue()).resolves.toBe(
        names[0],
      );
      expect(await axeWhenSettled(page)).toEqual([]);
      // The browser's Back button asks before the unsaved rating is lost: Stay keeps it.
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await page.goBack();
      await leave.getByRole('button', { name: 'Stay' }).click();
      await leave.waitFor({ state: 'hidden' });
      await expect(page.getByLabel('Rating (stars, 1 to 5)').inputValue()).resolves.toBe('9');
      await page.goBack();
      await leave.getByRole('button', { name: 'Leave without saving' }).click();
      await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/testimonials');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deletes one after a confirmation, and after a restart it stays deleted', async () => {
    let { page, context } = await openPage(browser(), DESKTOP, site().baseUrl);
    let names: string[];
    let gone: string;
    try {
      await signedIn(page, '/admin/testimonials');
      names = await adminNames(page);
      gone = names[0];
      await page.getByRole('button', { name: `Delete the testimonial of ${gone}` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete the testimonial of ${gone}?` });
      await expectToast(
        page,
        () => dialog.getByRole('button', { name: 'Delete' }).click(),
        /^Deleted/,
      );
      await expect.poll(() => adminNames(page)).toEqual(names.slice(1));
      expect(await homeNames(page, names)).toEqual(names.slice(1));
    } finally {
      await context.close();
    }

    await site().restart();

    const rest = (await (await fetch(`${site().baseUrl}/api/testimonials`)).json()) as {
      customerName: string;
    }[];
    expect(rest.map((row) => row.customerName)).toEqual(names.slice(1));
    ({ page, context } = await openPage(browser(), DESKTOP, site().baseUrl));
    try {
      expect(await homeNames(page, names)).toEqual(names.slice(1));
      await signedIn(page, '/admin/testimonials');
      expect(await adminNames(page)).toEqual(names.slice(1));
      expect(await adminNames(page)).not.toContain(gone);
    } finally {
      await context.close();
    }
  });
});

describe('the team in the admin', () => {
  it('lists a group at 390 px without serious axe findings, and the editor keeps a bad value', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE, site().baseUrl);
    try {
      await signedIn(page, '/admin/team');
      await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Harold Brandvold' }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByText('Farm Consultants').click();
      const consultant = page.getByRole('link', { name: 'Brenda Halvorson' });
      await consultant.waitFor();
      await consultant.click();
      await page.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
      await page.getByLabel('Biography').fill('   ');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Biography is required').first().waitFor();
      await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Brenda Halvorson');
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
