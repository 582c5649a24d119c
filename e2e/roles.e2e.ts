import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, openSignedIn, signIn } from './support/admin';
import { chooseOption } from './support/forms';
import {
  baseUrl,
  DESKTOP,
  openPage,
  PHONE,
  seriousAxeViolations,
  useBrowser,
} from './support/browser';

/*
 * Issue 25's roles as the office meets them: an editor and a support account (made with
 * `npm run admin -- create-account` before the server's first start, e2e/support/global-setup.ts)
 * sign in and see only their screens; the server refuses the rest whatever the browser asks.
 */

const browser = useBrowser();

function account(role: 'editor' | 'support') {
  const found = inject('staff').find((staff) => staff.role === role);
  if (!found) throw new Error(`the suite has no ${role} account`);
  return found;
}

async function menu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.waitFor();
  return nav.getByRole('link').allTextContents();
}

async function tokenOf(role: 'editor' | 'support'): Promise<string> {
  const { username, password } = account(role);
  const response = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('staff roles', () => {
  it('shows an editor the content screens only, and says Settings is not theirs', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    try {
      await signIn(page, '/admin', account('editor'));
      // /admin is the contact messages: an editor starts at the dashboard instead.
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
      // The content sections and each person's own, none of the messages or the administration
      // (the whole menu per role is checked against the section table by AdminGate.test.tsx).
      const links = await menu(page);
      expect(links.at(0)).toBe('Dashboard');
      expect(links.at(-1)).toBe('My Account');
      expect(links).toEqual(
        expect.arrayContaining(['Images', 'Products', 'Newsletters', 'Videos']),
      );
      for (const refused of ['Contact Messages', 'Subscribers', 'Outbox', 'Accounts', 'Settings']) {
        expect(links).not.toContain(refused);
      }
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Newsletters' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();

      await page.goto('/admin/settings');
      await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
      await page.getByText('Your account has the editor role.', { exact: false }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a support account read the messages, on a phone too, but not edit content', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      await signIn(page, '/admin', account('support'));
      await page.getByRole('heading', { level: 1, name: 'Contact Submissions' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/admin/products');
      await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The server decides, not the menu: the same account's token is refused content.
    const token = await tokenOf('support');
    const contacts = await fetch(`${baseUrl()}/api/contacts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(contacts.status).toBe(200);
    const edit = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation { deleteNewsletter(id: "1") { deletedId } }',
      }),
    });
    const answer = (await edit.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("lets an owner disable an account in Accounts, which ends that person's open session", async () => {
    const office = await openPage(browser(), DESKTOP);
    const editor = await openPage(browser(), PHONE);
    try {
      await openSignedIn(editor.page, '/admin/newsletters', account('editor'));
      await editor.page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();

      await openSignedIn(office.page, '/admin/accounts');
      await office.page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
      expect(await seriousAxeViolations(office.page)).toEqual([]);
      const edit = async (page: Page, status: 'Disabled' | 'Active') => {
        const { username } = account('editor');
        await page.getByRole('button', { name: `Edit ${username}` }).click();
        const dialog = page.getByRole('dialog', { name: `Edit ${username}` });
        await chooseOption(page, 'Status', status, dialog);
        // The previous edit's toast may still be fading out: the row says which edit was saved.
        await expectToast(
          page,
          () => dialog.getByRole('button', { name: 'Save Account' }).click(),
          /^Account Saved/,
        );
      };
      await edit(office.page, 'Disabled');
      const row = office.page.getByRole('row', { name: new RegExp(account('editor').username) });
      await row.getByText('Disabled').waitFor();

      // The editor's next request is refused: the session ends with a clear message.
      await editor.page.reload();
      await editor.page.getByRole('heading', { name: 'Admin Access' }).waitFor();
      await editor.page.getByText('Your session has expired. Please sign in again.').waitFor();

      // Enabled again, for the other tests: a new sign-in works, the old session stays over.
      await edit(office.page, 'Active');
      // The Disabled edit's toast may still be showing, so the row is what says it is saved.
      await row.getByText('Active', { exact: true }).waitFor();
      expect(await tokenOf('editor')).toBeTruthy();
      expect(office.errors).toEqual([]);
      expect(editor.errors.filter((error) => !error.includes('401'))).toEqual([]);
    } finally {
      await office.context.close();
      await editor.context.close();
    }
  });
});
