import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  baseUrl,
  DESKTOP,
  openPage,
  PHONE,
  seriousAxeViolations,
  useBrowser,
} from './support/browser';
import { expectToast, openSignedIn } from './support/admin';
import { chooseOption } from './support/forms';
import { waitForHydration } from './support/hydration';

const browser = useBrowser();

async function graphql<T>(query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function apiToken(account = adminAccount()): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens `path` signed in (openSignedIn), and waits for the screen's heading (`heading`). */
async function signedInAt(page: Page, path: string, heading = 'Settings') {
  await openSignedIn(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('admin settings', () => {
  it('a saved company fact shows in the site footer on the next page load', async () => {
    const { page, context, errors } = await openPage(browser());
    const before = await graphql<{ company: { tollFreePhone: string } }>(
      '{ company { tollFreePhone } }',
    );
    // Load the home page once, so a cached copy exists that the save must clear.
    await page.goto('/');
    expect(await page.locator('footer').getByText(before.company.tollFreePhone).count()).toBe(1);

    await signedInAt(page, '/admin/settings');
    const field = page.getByLabel('Toll-free phone');
    await field.fill('555-0100');
    await page.getByRole('button', { name: 'Save Company Details' }).click();
    // The API's message under the field, and nothing else lost.
    await page
      .getByText('Toll-free phone must be a phone number with its area code')
      .first()
      .waitFor();
    expect(await page.getByLabel('General e-mail').inputValue()).toBe('info@example.com');

    await field.fill('1-888-555-0123');
    await expectToast(
      page,
      () => page.getByRole('button', { name: 'Save Company Details' }).click(),
      'Settings Saved',
    );

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: '1-888-555-0123' }).count()).toBe(1);
    expect(await footer.getByText(before.company.tollFreePhone).count()).toBe(0);

    // Put the built-in value back for the other files.
    await page.goto('/admin/settings');
    await page.getByLabel('Toll-free phone').fill(before.company.tollFreePhone);
    await expectToast(
      page,
      () => page.getByRole('button', { name: 'Save Company Details' }).click(),
      'Settings Saved',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an app's status set in Settings shows on its /apps card on the next load", async () => {
    const { page, context, errors } = await openPage(browser());
    const saltIndexCard = () =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Salt Index App' }) });
    try {
      await page.goto('/apps');
      expect(await saltIndexCard().getByRole('link', { name: 'Open App' }).count()).toBe(1);

      await signedInAt(page, '/admin/settings');
      await chooseOption(page, 'Salt Index App status', 'Coming Soon');
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Save App Statuses' }).click(),
        'App Statuses Saved',
      );

      await page.goto('/apps');
      await saltIndexCard().getByText('Coming Soon').first().waitFor();
      expect(await saltIndexCard().getByRole('link', { name: 'Open App' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      // The built-in status again for the other files, whatever happened above.
      await graphql(
        `
          mutation {
            updateAppStatuses(
              input: {
                optimizeCalculator: BETA
                saltIndex: BETA
                sprayConditions: BETA
                farmOps: COMING_SOON
              }
            ) {
              userErrors {
                message
              }
            }
          }
        `,
        {},
        await apiToken(),
      );
      await context.close();
    }
  });

  it('sends the admin area as an empty shell whose loader starts the app at once', async () => {
    const response = await fetch(`${baseUrl()}/admin/settings`, {
      headers: { accept: 'text/html' },
    });
    const html = await response.text();
    // Nothing server-rendered to paint first, and the loader's rule for it (entry-loader.ts).
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('if (document.hidden || !root || !root.firstElementChild) start();');
  });

  for (const [name, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`works at ${name}: no serious axe finding, no sideways scroll, keyboard reaches the form`, async () => {
      const { page, context, errors } = await openPage(browser(), viewport);
      await signedInAt(page, '/admin/settings');
      await page.getByLabel('Head office phone').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Keyboard: focus the first field and tab on to the next one.
      await page.getByLabel('Head office phone').focus();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.id);
      expect(focused).toBe('fax');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a password change keeps this browser signed in and ends every other session', async () => {
    const { page, context, errors } = await openPage(browser());
    const elsewhere = await apiToken();
    await signedInAt(page, '/admin/account', 'My Account');
    const admin = adminAccount();
    const next = `${admin.password}-and-more-words`;
    await page.getByLabel('Current password').fill(admin.password);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await expectToast(
      page,
      () => page.getByRole('button', { name: 'Change Password' }).click(),
      'Password Changed',
    );

    // The other session is over; this one goes on after a reload, on the stored new token.
    const refused = await fetch(`${baseUrl()}/api/admin/verify`, {
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect(refused.status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    // Back to the suite's password, with the new one.
    const token = await apiToken({ username: admin.username, password: next });
    await graphql(
      'mutation ($input: ChangeAdminPasswordInput!) { changeAdminPassword(input: $input) { userErrors { message } } }',
      { input: { currentPassword: next, newPassword: admin.password } },
      token,
    );
    await apiToken();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the footer reading the API on the public pages after hydration', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/contact');
    await waitForHydration(page, 'form#contact button[type="submit"]');
    expect(await page.locator('footer').getByText('Business Hours').count()).toBe(1);
    await context.close();
  });
});
