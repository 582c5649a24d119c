import { describe, expect, it } from 'vitest';
import { axeWhenSettled, searchSubscribers, unique } from './support/admin';
import { baseUrl, DESKTOP, openPage, useBrowser } from './support/browser';
import { expectFormConfirmation } from './support/forms';
import { waitForHydration } from './support/hydration';
import { adminGraphql, confirmFromOutbox, mailTo } from './support/outbox';

const browser = useBrowser();

/**
 * Issue 23's whole flow as a new user sees it on `npm start` (the local outbox, no SMTP server):
 * subscribe with the form of /newsletter, read the confirmation in /admin/outbox and confirm with the
 * page's button, receive an edition, leave with the mail app's one-click unsubscribe, and find
 * the consent record with its withdrawal in /admin/subscribers. (Sending from the send panel of
 * the newsletter editor is newsletter-send.e2e.ts; here the edition goes through the same API.)
 */
describe('a subscription from the form to the unsubscribe', () => {
  it('confirms by e-mail, receives an edition, leaves in one click, and the record shows it', async () => {
    const email = `${unique('prairie').replace(' ', '-').toLowerCase()}@example.com`;
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    try {
      // The newsletter page's form, with the consent wording beside it.
      await page.goto(`${baseUrl()}/newsletter`);
      await waitForHydration(page, '.pe-subscribe button[type="submit"]');
      await page
        .getByText(/unsubscribe at any time/i)
        .first()
        .waitFor();
      await page.getByPlaceholder('Enter your email').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expectFormConfirmation(
        page,
        'Successfully Subscribed',
        'Thank you for subscribing to our newsletter!',
      );

      // The confirmation, read in the admin's outbox, its link followed.
      const confirmation = await mailTo(email, /^Confirm your subscription/);
      await confirmFromOutbox(page, confirmation);
      expect(await axeWhenSettled(page)).toEqual([]);

      // An edition, published and e-mailed to everyone confirmed.
      const title = unique('Spring Seeding Notes');
      const created = await adminGraphql<{
        createNewsletter: { newsletter: { id: string; version: number } };
      }>(
        `mutation ($input: NewsletterInput!) {
          createNewsletter(input: $input) { newsletter { id version } userErrors { message } }
        }`,
        {
          input: {
            title,
            date: '2026-03-02T15:00:00.000Z',
            summary: 'Soil temperature, seed depth and the first pass of nitrogen.',
            content: 'Soil temperature\n\nWait for 5 °C at seeding depth.',
          },
        },
      );
      const { id, version } = created.createNewsletter.newsletter;
      await adminGraphql(
        `mutation ($id: ID!, $v: Int!) {
          publishNewsletter(id: $id, expectedVersion: $v, publishAnyway: true) { userErrors { message } }
        }`,
        { id, v: version },
      );
      const check = await adminGraphql<{
        newsletterMailingCheck: { canSend: boolean; recipientCount: number };
      }>(
        `query ($id: ID!) { newsletterMailingCheck(newsletterId: $id) { canSend recipientCount } }`,
        { id },
      );
      expect(check.newsletterMailingCheck.canSend).toBe(true);
      const sent = await adminGraphql<{ sendNewsletter: { userErrors: unknown[] } }>(
        `mutation ($input: SendNewsletterInput!) {
          sendNewsletter(input: $input) { mailing { id } userErrors { message } }
        }`,
        {
          input: {
            newsletterId: id,
            topics: [],
            expectedRecipients: check.newsletterMailingCheck.recipientCount,
          },
        },
      );
      expect(sent.sendNewsletter.userErrors).toEqual([]);

      // The edition in the outbox; the mail app's one-click button is a POST to its header.
      const edition = await mailTo(email, new RegExp(`^${title}$`));
      const header = edition.headers.find((h) => h.name === 'List-Unsubscribe')!.value;
      expect(edition.headers).toContainEqual({
        name: 'List-Unsubscribe-Post',
        value: 'List-Unsubscribe=One-Click',
      });
      const target = new URL(/^<([^>]+)>$/.exec(header)![1]);
      const oneClick = await fetch(`${baseUrl()}${target.pathname}${target.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBeLessThan(300);

      // The consent record: given on /newsletter, confirmed, withdrawn in one click.
      // Still signed in from the outbox.
      await page.goto(`${baseUrl()}/admin/subscribers`);
      // From the searched list: opened from the unfiltered one, the dialog closed again.
      await searchSubscribers(page, email);
      await page.getByRole('button', { name: email }).click();
      const detail = page.getByRole('dialog', { name: email });
      await detail.getByRole('heading', { name: 'Consent 1 Withdrawn' }).waitFor();
      await detail.getByText('One-click unsubscribe (mail client)').waitFor();
      expect(await detail.getByText('/newsletter', { exact: true }).count()).toBeGreaterThan(0);
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
