import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, openSignedIn, unique } from './support/admin';
import { adminApiToken, baseUrl, DESKTOP, openPage, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * Sends a contact message as the form does and waits until the mail worker has kept the
 * company's notice of it in the outbox (the suite's server has no SMTP_URL, as `npm start`).
 * Returns the notice's id.
 */
async function contactNotice(name: string): Promise<string> {
  const sent = await fetch(`${baseUrl()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'hal@example.com',
      phone: '306-555-0148',
      businessType: 'Crop Farming',
      message: 'Durum near Kindersley: see https://example.com/fields for the map.',
    }),
  });
  expect(sent.status).toBe(201);
  const token = await adminApiToken();
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl()}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: '{ outboxMessages(first: 20) { edges { node { id subject } } } }',
          }),
        });
        const body = (await response.json()) as {
          data: { outboxMessages: { edges: { node: { id: string; subject: string } }[] } };
        };
        id = body.data.outboxMessages.edges.find((edge) => edge.node.subject.includes(name))?.node
          .id;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return id!;
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const htmlFrame = (page: Page) => page.locator('iframe[title^="The HTML part"]');

describe('the outbox in the admin', () => {
  it('lists a contact notice, opens it by keyboard and shows its text, at 390 px', async () => {
    const name = unique('Hal Sorensen');
    await contactNotice(name);
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      await openSignedIn(page, '/admin/outbox');
      await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      // Newest first: the notice just sent heads the list.
      const newest = page.locator('.ant-table-tbody tr.ant-table-row').first();
      const subject = newest.getByRole('link', { name: `Contact form: ${name}` });
      await subject.waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);

      await subject.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/outbox\/\d+$/);
      await page.getByRole('heading', { level: 1, name: `Contact form: ${name}` }).waitFor();
      // Answering the notice answers the sender.
      expect(await page.locator('.outbox-message__envelope').textContent()).toContain(
        'Reply-Tohal@example.com',
      );
      await htmlFrame(page).waitFor();
      await page.getByText('Phone (375 px)').click();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Text' }).click();
      const text = page.locator('pre.mail-view__text');
      await text.getByText(`New message from ${name}`).waitFor();
      const map = text.getByRole('link', { name: 'https://example.com/fields' });
      expect(await map.getAttribute('target')).toBe('_blank');
      expect(await map.getAttribute('rel')).toBe('noreferrer');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a message's HTML in a sandboxed frame whose links open in a new tab", async () => {
    const name = unique('Marie Tremblay');
    const id = await contactNotice(name);
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    try {
      // A message's address can be shared: it opens the message itself.
      await openSignedIn(page, `/admin/outbox/${id}`);
      await page.getByRole('heading', { level: 1, name: `Contact form: ${name}` }).waitFor();
      const frame = htmlFrame(page);
      expect(await frame.getAttribute('sandbox')).toBe(
        'allow-popups allow-popups-to-escape-sandbox',
      );
      const html = page.frameLocator('iframe[title^="The HTML part"]');
      await html.getByRole('heading', { name: `New message from ${name}` }).waitFor();

      // Desktop width by default, the phone's on demand (the width the message's layout sees).
      const frameWidth = () => frame.evaluate((element) => element.clientWidth);
      expect(await frameWidth()).toBeGreaterThan(700);
      await page.getByText('Phone (375 px)').click();
      await expect.poll(frameWidth).toBe(375);

      // The notice's button opens the admin's messages in a new tab, not inside the frame. It is
      // followed by keyboard (focus, Enter): once in ten full runs a pointer click on it, just
      // after the frame narrowed to the phone's width, opened nothing, and no run of the file
      // alone repeated it; the new tab comes of the frame's <base target="_blank"> either way.
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        html.getByRole('link', { name: 'Open in the admin' }).press('Enter'),
      ]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe('/admin/messages');
      await opened.close();
      expect(page.url()).toMatch(new RegExp(`/admin/outbox/${id}$`));
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
