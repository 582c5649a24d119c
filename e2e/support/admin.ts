import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminAccount, baseUrl, seriousAxeViolations } from './browser';

/** A small real PDF (header, one empty page, trailer). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * axe's serious findings once no toast or dialog is still animating (text half-way through a
 * fade or zoom is half-transparent, which fails contrast).
 */
export async function axeWhenSettled(page: Page): Promise<string[]> {
  const moving = '[class*="notification-fade"], [class*="ant-zoom"], [class*="ant-fade"]';
  await expect.poll(() => page.locator(moving).count()).toBe(0);
  // A toast whose request answered just now starts its fade-in after the first look: look again
  // once it has had time to start (the products e2e once caught one half-transparent).
  await page.waitForTimeout(300);
  await expect.poll(() => page.locator(moving).count()).toBe(0);
  return seriousAxeViolations(page);
}

/**
 * Does `action` (the click that sends something) and waits for the toast that answers it: the
 * `.pe-toast` with `title` and, when given, the exact `description` (else the newest such toast).
 * The wait starts before the action: a toast shows for 5 s (ui-kit's TOAST_DURATION_MS), and on
 * a busy machine a quick answer's toast came and went before the test's next command reached
 * the browser (admin.e2e.ts deleting an image, roles.e2e.ts disabling an account: a 30 s wait
 * for a toast that had been shown).
 */
export async function expectToast(
  page: Page,
  action: () => Promise<unknown>,
  title: string | RegExp,
  description?: string,
): Promise<void> {
  const notice = page.locator('.pe-toast').filter({ hasText: title });
  const target =
    description === undefined ? notice.last() : notice.getByText(description, { exact: true });
  // Caught here and thrown below, after the action, so a failed wait is never left unhandled.
  const shown = target.waitFor().then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  await action();
  const failed = await shown;
  if (failed) throw failed.error;
}

/**
 * Types `email` into /admin/subscribers' search and waits for the search's answer. The list asks
 * 300 ms after the typing and shows no rows while that answer is on its way, so a row found in the
 * unfiltered list before then (the newest subscriber is there too) goes again, and a dialog opened
 * from it closes. Rows found after this are the search's.
 */
export async function searchSubscribers(page: Page, email: string): Promise<void> {
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      (response.request().postData() ?? '').includes(JSON.stringify(email)),
  );
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(email);
  await searched;
}

/** A title or name no other test uses, so tests pass in any order on one database. */
export const unique = (words: string) => `${words} ${Math.random().toString(36).slice(2, 7)}`;

/**
 * Opens an admin `path` and signs in on the gate it shows. For a test about the sign-in itself (a
 * new password, two-factor codes, the gate's messages); others start signed in (openSignedIn).
 */
export async function signIn(page: Page, path: string, admin = adminAccount()) {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs `context` in as `admin` without the form: the browser session cookie the sign-in form
 * would get (HttpOnly, so set through the context, never through a page script), from the
 * suite's server or `siteUrl` (a test's own server).
 */
export async function signInContext(
  context: BrowserContext,
  admin = adminAccount(),
  siteUrl = baseUrl(),
) {
  const response = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: AdminLoginInput!) {
        adminLogin(input: $input, browserSession: true) { admin { id } }
      }`,
      variables: { input: { username: admin.username, password: admin.password } },
    }),
  });
  const [cookie] = response.headers.getSetCookie();
  expect(cookie, 'the sign-in answered a session cookie').toBeDefined();
  const [name, value] = cookie!.split(';')[0]!.split('=') as [string, string];
  await context.addCookies([{ name, value, url: siteUrl, httpOnly: true, sameSite: 'Strict' }]);
}

/**
 * Opens an admin `path` already signed in as `admin` (signInContext): the screen itself, without
 * a trip through the sign-in form, which admin.e2e.ts, accounts.e2e.ts and restart.e2e.ts use.
 */
export async function openSignedIn(
  page: Page,
  path: string,
  admin = adminAccount(),
  siteUrl = baseUrl(),
) {
  await signInContext(page.context(), admin, siteUrl);
  await page.goto(path);
}
