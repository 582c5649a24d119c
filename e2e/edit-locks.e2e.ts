import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  adminApiToken,
  baseUrl,
  openPage,
  useBrowser,
  type WatchedPage,
} from './support/browser';
import { signInContext } from './support/admin';

const browser = useBrowser();

/** A draft of this test's own, made through the API: the editor is what is under test. */
async function createDraft(token: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation ($input: NewsletterInput!) {
        createNewsletter(input: $input) { newsletter { id } userErrors { message } }
      }`,
      variables: {
        input: {
          title: `Two editors ${Math.random().toString(36).slice(2, 7)}`,
          date: '2026-03-02T15:00:00.000Z',
          summary: 'Who has it open.',
          content: 'Body.',
        },
      },
    }),
  });
  const body = (await response.json()) as {
    data: { createNewsletter: { newsletter: { id: string } } };
  };
  return body.data.createNewsletter.newsletter.id;
}

/**
 * Opens the editor at `path` (a newsletter's by default) signed in as the admin, once its lock
 * has been asked for and its `field` shows.
 */
async function openEditor(
  watched: WatchedPage,
  id: string,
  path = `/admin/newsletters/${id}`,
  field = 'Title',
): Promise<void> {
  await signInContext(watched.context);
  const acquired = watched.page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('acquireEditLock'),
  );
  await watched.page.goto(path);
  await watched.page.getByLabel(field, { exact: true }).waitFor();
  await acquired;
}

const lockAlert = (page: Page) =>
  page.locator('.ant-alert').filter({ hasText: /Being edited by|took over editing/ });

describe('two editors on one newsletter', () => {
  it('shows the second who has it open, lets them take over, and tells the first', async () => {
    const token = await adminApiToken();
    const id = await createDraft(token);
    const { username } = adminAccount();
    const first = await openPage(browser());
    const second = await openPage(browser());
    try {
      // The first editor's heartbeats run on a clock the test moves.
      await first.page.clock.install();
      await openEditor(first, id);
      expect(await lockAlert(first.page).count()).toBe(0);

      await openEditor(second, id);
      const busy = lockAlert(second.page);
      await busy.waitFor();
      expect(await busy.textContent()).toMatch(
        new RegExp(`^Being edited by ${username} since \\d\\d:\\d\\d`),
      );
      // A warning, not a barrier: saving stays possible.
      expect(await second.page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(
        true,
      );
      await busy.getByRole('button', { name: 'Take over' }).click();
      await busy.waitFor({ state: 'detached' });

      // The first editor learns it at its next heartbeat.
      await first.page.clock.fastForward(30_000);
      const told = lockAlert(first.page);
      await told
        .getByText(new RegExp(`^${username} took over editing at \\d\\d:\\d\\d$`))
        .waitFor();

      // The second editor leaves (its lock is let go), and the first gets the record back.
      await second.page.goto('/admin/newsletters');
      await expect
        .poll(
          async () => {
            await first.page.clock.fastForward(30_000);
            return lockAlert(first.page).count();
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(0);
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

describe('two editors on one product', () => {
  it('shows the second who has it open, as on a newsletter', async () => {
    const token = await adminApiToken();
    const response = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ adminProducts(first: 1) { edges { node { id } } } }' }),
    });
    const body = (await response.json()) as {
      data: { adminProducts: { edges: { node: { id: string } }[] } };
    };
    const id = body.data.adminProducts.edges[0]!.node.id;
    const { username } = adminAccount();
    const first = await openPage(browser());
    const second = await openPage(browser());
    try {
      await openEditor(first, id, `/admin/products/${id}`, 'Name');
      await openEditor(second, id, `/admin/products/${id}`, 'Name');
      const busy = lockAlert(second.page);
      await busy.waitFor();
      expect(await busy.textContent()).toMatch(new RegExp(`^Being edited by ${username} since`));
      expect(await lockAlert(first.page).count()).toBe(0);
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
