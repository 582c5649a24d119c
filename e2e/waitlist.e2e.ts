import { describe, expect, it } from 'vitest';
import { axeWhenSettled, unique } from './support/admin';
import { baseUrl, openPage, PHONE, useBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';
import { adminGraphql, confirmFromOutbox, mailTo } from './support/outbox';

const browser = useBrowser();

interface Listed {
  email: string;
  status: string;
  newsletter: boolean;
  preferences: string[];
  consents: { wordingVersion: string; page: string | null; confirmedAt: string | null }[];
}

/** The subscriber of `email` as the office's API lists it. */
async function listed(email: string): Promise<Listed | undefined> {
  const data = await adminGraphql<{ subscribers: { edges: { node: Listed }[] } }>(
    `query ($search: String) {
      subscribers(first: 5, search: $search) {
        edges { node { email status newsletter preferences consents { wordingVersion page confirmedAt } } }
      }
    }`,
    { search: email },
  );
  return data.subscribers.edges.map((edge) => edge.node).find((node) => node.email === email);
}

/**
 * Issue 38, part 8, on a phone: FarmOps Manager stays Coming Soon and its "Join Waitlist" takes an
 * address with the waitlist's consent; the confirmation lands in the local outbox, and following
 * it puts the address on the waitlist, not on the newsletter.
 */
describe('the FarmOps Manager waitlist', () => {
  it('joins from /apps, confirms from the outbox, and is on the waitlist only', async () => {
    const email = `${unique('early').replace(' ', '-').toLowerCase()}@example.com`;
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      await page.goto(`${baseUrl()}/apps`);
      const button = page.getByRole('button', { name: 'Join Waitlist' });
      await waitForHydration(page, button);
      // A phone-sized target, still Coming Soon.
      await expect
        .poll(async () => (await button.boundingBox())!.height)
        .toBeGreaterThanOrEqual(44);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Join the FarmOps Manager waitlist' });
      await dialog.getByText(/will e-mail you about FarmOps Manager/).waitFor();
      const close = dialog.getByRole('button', { name: 'Close' });
      await expect.poll(async () => (await close.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await axeWhenSettled(page)).toEqual([]);
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
      await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
      await dialog.getByText('Check your inbox to confirm').waitFor();
      await dialog
        .getByText(
          'Almost there: check your inbox and confirm your address to join the FarmOps Manager waitlist.',
        )
        .waitFor();
      // Closed by the keyboard, the focus back on the button.
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Join Waitlist');

      // Pending: recorded with the waitlist's wording and its page, not yet on the list.
      expect(await listed(email)).toMatchObject({
        status: 'PENDING',
        newsletter: false,
        preferences: [],
        consents: [
          { wordingVersion: 'farmops-waitlist-2026-11', page: '/apps', confirmedAt: null },
        ],
      });

      // The confirmation, read in the admin's outbox, its link followed.
      const confirmation = await mailTo(
        email,
        /^Confirm your place on the FarmOps Manager waitlist/,
      );
      expect(confirmation.text).toContain('this does not subscribe you to our newsletter');
      await confirmFromOutbox(page, confirmation);
      await page.getByText(/You are on our waitlist/).waitFor();

      // On the waitlist, with its consent confirmed; still not a newsletter recipient.
      const joined = await listed(email);
      expect(joined).toMatchObject({
        status: 'CONFIRMED',
        newsletter: false,
        preferences: ['FarmOps Manager waitlist'],
      });
      expect(joined!.consents[0].confirmedAt).not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
