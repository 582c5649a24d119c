import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, expectToast, openSignedIn, unique } from './support/admin';
import {
  adminAccount,
  adminApiToken,
  baseUrl,
  DESKTOP,
  openPage,
  PHONE,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

/** One GraphQL operation against the suite's server; its data, or the test fails. */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  headers: { name: string; value: string }[];
}

/** The newest message of the outbox to `recipient` whose subject is `subject`, once it is there. */
async function outboxMessageTo(
  recipient: string,
  subject: string | RegExp,
): Promise<OutboxMessage> {
  const token = await adminApiToken();
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const data = await graphql<{ outboxMessages: { edges: { node: OutboxMessage }[] } }>(
          `
            {
              outboxMessages(first: 50) {
                edges {
                  node {
                    id
                    recipient
                    subject
                    text
                    headers {
                      name
                      value
                    }
                  }
                }
              }
            }
          `,
          {},
          token,
        );
        found = data.outboxMessages.edges
          .map((edge) => edge.node)
          .find(
            (message) =>
              message.recipient === recipient &&
              (typeof subject === 'string'
                ? message.subject === subject
                : subject.test(message.subject)),
          );
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return found!;
}

/**
 * A confirmed subscriber to `topics`, as a person becomes one: subscribed through GraphQL, then
 * confirmed with the token of the link in the confirmation e-mail the outbox kept.
 */
async function confirmedSubscriber(email: string, topics: string[]): Promise<void> {
  const subscribed = await graphql<{ subscribe: { userErrors: unknown[] } }>(
    'mutation ($input: SubscribeInput!) { subscribe(input: $input) { userErrors { message } } }',
    { input: { email, preferences: topics } },
  );
  expect(subscribed.subscribe.userErrors).toEqual([]);
  const confirmation = await outboxMessageTo(email, /confirm/i);
  const link = /https?:\/\/\S+\/subscription\/confirm\?token=[^\s<>"']+/.exec(confirmation.text);
  expect(link).not.toBeNull();
  const token = new URL(link![0]).searchParams.get('token');
  const confirmed = await graphql<{ confirmSubscription: { userErrors: unknown[] } }>(
    'mutation ($token: String!) { confirmSubscription(token: $token) { userErrors { message } } }',
    { token },
  );
  expect(confirmed.confirmSubscription.userErrors).toEqual([]);
}

/** A newsletter of its own, published now; answers its id. */
async function publishedNewsletter(title: string): Promise<string> {
  const token = await adminApiToken();
  const created = await graphql<{
    createNewsletter: { newsletter: { id: string; version: number } };
  }>(
    `
      mutation ($input: NewsletterInput!) {
        createNewsletter(input: $input) {
          newsletter {
            id
            version
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        title,
        date: '2026-03-02T15:00:00.000Z',
        summary: 'When to sample, how deep, and what the lab needs from you.',
        content: 'Sampling depth\n\nTake cores to 15 cm, and to 60 cm for nitrate.',
      },
    },
    token,
  );
  const { id, version } = created.createNewsletter.newsletter;
  const published = await graphql<{ publishNewsletter: { publishedNow: boolean } }>(
    `
      mutation ($id: ID!, $version: Int!) {
        publishNewsletter(id: $id, expectedVersion: $version, publishAnyway: true) {
          publishedNow
          userErrors {
            message
          }
        }
      }
    `,
    { id, version },
    token,
  );
  expect(published.publishNewsletter.publishedNow).toBe(true);
  return id;
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('e-mailing a newsletter from the admin', () => {
  it('previews, tests and sends an edition at 390 px, which reaches the outbox with its unsubscribe link', async () => {
    const reader = `${unique('reader').replace(' ', '-')}@example.com`;
    await confirmedSubscriber(reader, ['Soil Health']);
    const title = unique('Fall Soil Sampling');
    const id = await publishedNewsletter(title);

    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      // A panel of the editor, opened by the button beside publishing: the focus goes to it.
      await openSignedIn(page, `/admin/newsletters/${id}`);
      await page.getByRole('heading', { name: 'Edit Newsletter' }).waitFor();
      const open = page.getByRole('button', { name: 'Send by e-mail' });
      expect(await open.getAttribute('aria-expanded')).toBe('false');
      await open.click();
      const panel = page.getByRole('region', { name: 'Send by e-mail' });
      const heading = panel.getByRole('heading', { level: 2, name: 'Send by e-mail' });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await open.getAttribute('aria-expanded')).toBe('true');

      // The audience: those who chose Soil Health, counted live.
      const audience = page.getByRole('region', { name: 'Audience' });
      await audience.getByText(/^\d+ confirmed subscribers?$/).waitFor();
      await audience.getByLabel('Soil Health').check();
      const count = audience.getByRole('status');
      await expect.poll(() => count.textContent()).toMatch(/^\d+ confirmed subscribers?$/);
      const recipients = Number((await count.textContent())!.split(' ')[0]);
      expect(recipients).toBeGreaterThanOrEqual(1);

      // The preview: the e-mail in its sandboxed frame, at a phone's width on demand.
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('cell', { name: /^<https?:\/\/.*unsubscribe/ }).waitFor();
      const frame = page.frameLocator('iframe[title^="The HTML part"]');
      await frame.getByRole('heading', { name: title }).waitFor();
      await preview.getByText('Phone (375 px)').click();
      await expect
        .poll(() => page.locator('iframe[title^="The HTML part"]').evaluate((el) => el.clientWidth))
        .toBeLessThanOrEqual(375);
      await page
        .getByRole('region', { name: 'Checks before sending' })
        .getByText('Every check passed.')
        .waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);

      // A test, by keyboard.
      const tester = `${unique('office').replace(' ', '-')}@example.com`;
      await page.getByLabel('Test address').fill(tester);
      await expectToast(
        page,
        () => page.getByLabel('Test address').press('Enter'),
        `Test sent to ${tester}. Without an SMTP server it is in the Outbox.`,
      );
      const test = await outboxMessageTo(tester, `[Test] ${title}`);
      expect(test.text).toContain('This is a test of the e-mail');

      // The send: the count shown, confirmed, then followed to the end.
      const label = `Send to ${recipients} subscriber${recipients === 1 ? '' : 's'}`;
      await page.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('dialog', { name: `E-mail “${title}”?` });
      await dialog.getByText('Confirmed subscribers who chose Soil Health').waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await dialog.getByRole('button', { name: label }).click();
      await page.getByRole('heading', { level: 2, name: 'Sent' }).waitFor({ timeout: 30_000 });
      await page.getByText('Every recipient has an answer.').waitFor();
      await page.getByText(`${recipients} of ${recipients} recipients done (100%)`).waitFor();
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: reader });
      await row.getByText('Sent', { exact: true }).waitFor();
      expect(await page.locator('.newsletter-send__summary').textContent()).toContain(
        `Started by${adminAccount().username}`,
      );
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The edition in the outbox, to the subscriber, with its one-click unsubscribe.
    const edition = await outboxMessageTo(reader, title);
    const header = edition.headers.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
    expect(header).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect(edition.headers).toContainEqual({
      name: 'List-Unsubscribe-Post',
      value: 'List-Unsubscribe=One-Click',
    });
    const desk = await openPage(browser(), DESKTOP);
    try {
      await openSignedIn(desk.page, `/admin/outbox/${edition.id}`);
      await desk.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await desk.page.getByRole('tab', { name: 'Text' }).click();
      const unsubscribe = desk.page
        .locator('pre.mail-view__text')
        .getByRole('link', { name: /\/subscription\/unsubscribe\?token=/ });
      const href = await unsubscribe.getAttribute('href');
      // The link opens the subscriber's own unsubscribe page (opening it changes nothing).
      const opened = await desk.page.request.get(new URL(href!).pathname + new URL(href!).search);
      expect(opened.status()).toBe(200);
      expect(await axeWhenSettled(desk.page)).toEqual([]);
      expect(desk.errors).toEqual([]);
    } finally {
      await desk.context.close();
    }
  });

  it('shows an edition already e-mailed instead of the form, and refuses a second send', async () => {
    const reader = `${unique('again').replace(' ', '-')}@example.com`;
    await confirmedSubscriber(reader, ['Organic Solutions']);
    const title = unique('Organic Amendments');
    const id = await publishedNewsletter(title);
    const token = await adminApiToken();
    const check = await graphql<{ newsletterMailingCheck: { recipientCount: number } }>(
      'query ($id: ID!) { newsletterMailingCheck(newsletterId: $id, topics: ["Organic Solutions"]) { recipientCount } }',
      { id },
      token,
    );
    const send = `mutation ($input: SendNewsletterInput!) {
      sendNewsletter(input: $input) { mailing { id } userErrors { message } } }`;
    const input = {
      newsletterId: id,
      topics: ['Organic Solutions'],
      expectedRecipients: check.newsletterMailingCheck.recipientCount,
    };
    const first = await graphql<{ sendNewsletter: { mailing: { id: string } | null } }>(
      send,
      { input },
      token,
    );
    expect(first.sendNewsletter.mailing).not.toBeNull();

    const { page, context, errors } = await openPage(browser(), DESKTOP);
    try {
      // The old address of the send screen (bookmarks, mails) opens the editor with its panel.
      await openSignedIn(page, `/admin/newsletters/${id}/send`);
      await page.waitForURL(new RegExp(`/admin/newsletters/${id}\\?panel=send$`));
      await page.getByRole('heading', { level: 1, name: 'Edit Newsletter' }).waitFor();
      const panel = page.getByRole('region', { name: 'Send by e-mail' });
      await panel.getByText('Confirmed subscribers who chose Organic Solutions').waitFor();
      await page.getByText('Every recipient has an answer.').waitFor({ timeout: 30_000 });
      expect(await page.getByLabel('Test address').count()).toBe(0);
      await panel.getByLabel('Status').selectOption({ label: 'Sent' });
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: reader }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    const second = await graphql<{ sendNewsletter: { userErrors: { message: string }[] } }>(
      send,
      { input },
      token,
    );
    expect(second.sendNewsletter.userErrors.map((error) => error.message).join(' ')).toMatch(
      /already|did not pass/,
    );
  });
});
