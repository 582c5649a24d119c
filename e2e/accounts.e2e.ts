import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, expectToast, openSignedIn, signIn, unique } from './support/admin';
import { baseUrl, DESKTOP, openPage, PHONE, useBrowser } from './support/browser';
import { adminGraphql, mailTo } from './support/outbox';

/*
 * Issue 25's invitations and password resets as the office meets them on `npm start`: the e-mails
 * go to the local outbox, whose messages the test reads as an owner would in /admin/outbox.
 */

const browser = useBrowser();

/** The address of the first link to `path` in a message's text, made relative to the suite. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}#[A-Za-z0-9_-]+`).exec(text);
  expect(match, text).not.toBeNull();
  const url = new URL(match![0]);
  return `${baseUrl()}${url.pathname}${url.hash}`;
}

async function choosePassword(page: Page, password: string, button: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: button }).click();
}

async function draftNewsletter(): Promise<string> {
  const created = await adminGraphql<{ createNewsletter: { newsletter: { id: string } } }>(
    `mutation ($input: NewsletterInput!) {
      createNewsletter(input: $input) { newsletter { id } userErrors { message } }
    }`,
    {
      input: {
        title: unique('Fall Soil Sampling'),
        date: '2026-10-05T15:00:00.000Z',
        summary: 'When and how deep to sample after harvest.',
        content: 'Sample after harvest\n\nTake cores at 0–15 and 15–60 cm.',
      },
    },
  );
  return created.createNewsletter.newsletter.id;
}

describe('staff invitations and password resets', () => {
  it(
    'an owner invites an editor, who chooses a password, edits a newsletter and cannot open Settings',
    async () => {
      const email = `${unique('field.editor').replace(' ', '.')}@example.com`;
      const password = 'canola swath barley 2026';
      const office = await openPage(browser(), DESKTOP);
      try {
        await openSignedIn(office.page, '/admin/accounts');
        await office.page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
        await office.page.getByRole('button', { name: 'Invite Person' }).click();
        const dialog = office.page.getByRole('dialog', { name: 'Invite Person' });
        await dialog.getByLabel('Name').fill('Jordan Fieldhouse');
        await dialog.getByLabel('E-mail').fill(email);
        expect(await axeWhenSettled(office.page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Send Invitation' }).click();
        await office.page
          .getByText(`${email} was sent an invitation. It works for 7 days.`)
          .waitFor();
        const row = office.page.getByRole('row').filter({ hasText: email });
        await row.getByText('Invited').waitFor();
        expect(office.errors).toEqual([]);
      } finally {
        await office.context.close();
      }

      const invitation = await mailTo(email, /^You are invited/);
      const editor = await openPage(browser(), PHONE);
      try {
        const { page } = editor;
        await page.goto(linkIn(invitation.text, '/admin/invitation'));
        await page.getByRole('heading', { level: 1, name: 'Accept Invitation' }).waitFor();
        // The token leaves the address bar at once.
        await expect.poll(() => new URL(page.url()).hash).toBe('');
        expect(await axeWhenSettled(page)).toEqual([]);
        await choosePassword(page, password, 'Accept Invitation');
        await page.getByText(`Sign in with the username ${email}`, { exact: false }).waitFor();
        await page.getByRole('link', { name: 'Sign in' }).click();
        await signIn(page, '/admin', { username: email, password });
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

        // Two-factor sign-in, set up from the shown key as an authenticator app would.
        await page.goto('/admin/account');
        await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
        await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
        expect(await axeWhenSettled(page)).toEqual([]);
        const secret = (await page.locator('.admin-two-factor__secret').textContent())!.trim();
        await page.getByLabel('Code from the app').fill(await generate({ secret }));
        await page.getByRole('button', { name: 'Turn On Two-Factor' }).click();
        const codes = page.getByRole('list', { name: 'Recovery codes' });
        await codes.waitFor();
        expect(await codes.getByRole('listitem').count()).toBe(10);
        const recovery = (await codes.getByRole('listitem').first().textContent())!.trim();
        await page.getByRole('button', { name: 'I Have Saved My Recovery Codes' }).click();
        await page.getByRole('button', { name: 'Turn Off Two-Factor' }).waitFor();

        // Signing in again asks for a code; the next step's code is within the accepted window,
        // and once used it is refused.
        await page
          .getByRole('button', { name: 'Sign Out' })
          .filter({ visible: true })
          .first()
          .click();
        const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
        await signIn(page, '/admin', { username: email, password });
        await page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' }).waitFor();
        await page.getByLabel('Authentication code').fill(next);
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await page
          .getByRole('button', { name: 'Sign Out' })
          .filter({ visible: true })
          .first()
          .click();
        await signIn(page, '/admin', { username: email, password });
        await page.getByLabel('Authentication code').fill(next);
        await page.getByRole('button', { name: 'Verify' }).click();
        await page
          .getByText('That code is not right, or it was used already.', { exact: false })
          .first()
          .waitFor();
        // A recovery code stands in for the app, once.
        await page.getByLabel('Authentication code').fill(recovery);
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

        const id = await draftNewsletter();
        await page.goto(`/admin/newsletters/${id}`);
        await page.getByRole('heading', { name: 'Edit Newsletter' }).waitFor();
        await page.getByLabel('Summary').fill('When, where and how deep to sample after harvest.');
        await expectToast(
          page,
          () => page.getByRole('button', { name: 'Save', exact: true }).click(),
          /^Saved/,
        );

        await page.goto('/admin/settings');
        await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
        expect(editor.errors).toEqual([]);
      } finally {
        await editor.context.close();
      }

      // The invitation's link worked once.
      const again = await openPage(browser(), DESKTOP);
      try {
        await again.page.goto(linkIn(invitation.text, '/admin/invitation'));
        await choosePassword(again.page, 'another passphrase 123', 'Accept Invitation');
        await again.page
          .getByRole('alert')
          .filter({ hasText: 'This invitation has expired or has already been used.' })
          .waitFor();
      } finally {
        await again.context.close();
      }
    },
    // A long walk (an invitation, a password, two-factor sign-in twice, an edit): 36 s in a full
    // two-worker run at load 15 on 2 cores, 53 s alone at load 20.
    120_000,
  );

  it('a password reset by e-mail ends the sessions open elsewhere', async () => {
    const email = `${unique('reset.owner').replace(' ', '.')}@example.com`;
    const invited = await adminGraphql<{ inviteStaffAccount: { account: { id: string } } }>(
      `mutation ($input: InviteStaffAccountInput!) {
        inviteStaffAccount(input: $input) { account { id } userErrors { message } }
      }`,
      { input: { name: 'Morgan Reset', email, role: 'SUPPORT' } },
    );
    expect(invited.inviteStaffAccount.account).not.toBeNull();
    const first = 'first passphrase of morgan';
    const invitation = await mailTo(email, /^You are invited/);
    const desk = await openPage(browser(), DESKTOP);
    const phone = await openPage(browser(), PHONE);
    try {
      await desk.page.goto(linkIn(invitation.text, '/admin/invitation'));
      await choosePassword(desk.page, first, 'Accept Invitation');
      await desk.page.getByRole('status').filter({ hasText: 'Your account is ready' }).waitFor();
      // Signed in at the desk: the contact messages.
      await signIn(desk.page, '/admin', { username: email, password: first });
      await desk.page.getByRole('heading', { level: 1, name: 'Contact Submissions' }).waitFor();

      // On the phone, the password is forgotten.
      await phone.page.goto('/admin');
      await phone.page.getByRole('link', { name: 'Forgot your password?' }).click();
      await phone.page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
      expect(await axeWhenSettled(phone.page)).toEqual([]);
      await phone.page.getByLabel('E-mail').fill(email);
      await phone.page.getByRole('button', { name: 'Send Reset Link' }).click();
      await phone.page.getByRole('heading', { level: 1, name: 'Check Your E-mail' }).waitFor();
      const reset = await mailTo(email, /^Reset your/);
      await phone.page.goto(linkIn(reset.text, '/admin/reset-password'));
      await phone.page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
      const second = 'second passphrase of morgan';
      await choosePassword(phone.page, second, 'Set Password');
      await phone.page.getByRole('heading', { level: 1, name: 'Password Changed' }).waitFor();
      await signIn(phone.page, '/admin', { username: email, password: second });
      await phone.page.getByRole('heading', { level: 1, name: 'Contact Submissions' }).waitFor();

      // The desk's session is over at its next request.
      await desk.page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Subscribers' })
        .click();
      await desk.page.getByText('Your session has expired. Please sign in again.').waitFor();
      await desk.page.getByRole('heading', { name: 'Admin Access' }).waitFor();

      // The link worked once.
      await phone.page.goto(linkIn(reset.text, '/admin/reset-password'));
      await choosePassword(phone.page, 'third passphrase of morgan', 'Set Password');
      await phone.page
        .getByRole('alert')
        .filter({ hasText: 'This link has expired or has already been used.' })
        .waitFor();
      expect(desk.errors).toEqual([]);
      expect(phone.errors).toEqual([]);
    } finally {
      await desk.context.close();
      await phone.context.close();
    }
  });

  it('a support account reads messages but not content; an owner ends its session and disables it', async () => {
    const email = `${unique('field.support').replace(' ', '.')}@example.com`;
    const password = 'pasture lentil oats 2026';
    const invited = await adminGraphql<{ inviteStaffAccount: { account: { id: string } } }>(
      `mutation ($input: InviteStaffAccountInput!) {
        inviteStaffAccount(input: $input) { account { id } userErrors { message } }
      }`,
      { input: { email, name: 'Casey Agronomist', role: 'SUPPORT' } },
    );
    const accountId = invited.inviteStaffAccount.account.id;
    const invitation = await mailTo(email, /^You are invited/);
    const token = new URL(linkIn(invitation.text, '/admin/invitation')).hash.slice(1);
    await adminGraphql(
      `mutation ($input: SetPasswordWithLinkInput!) {
        acceptStaffInvitation(input: $input) { username userErrors { message } }
      }`,
      { input: { token, password } },
    );

    const support = await openPage(browser(), PHONE);
    const owner = await openPage(browser(), DESKTOP);
    try {
      const { page } = support;
      await signIn(page, '/admin', { username: email, password });
      await page.getByRole('heading', { level: 1, name: 'Contact Submissions' }).waitFor();
      // Nothing of the session is where a page script could read it.
      const stored = await page.evaluate(() => ({
        local: Object.entries(localStorage),
        session: Object.entries(sessionStorage),
        cookie: document.cookie,
      }));
      expect(stored.local.filter(([, value]) => /eyJ|pea_/.test(value))).toEqual([]);
      expect(stored.session).toEqual([]);
      expect(stored.cookie).not.toContain('pe_session');
      const [cookie] = (await support.context.cookies()).filter((c) => c.name === 'pe_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

      // Content is not for support: no menu entry, the screen says so, the API refuses.
      await page.goto('/admin/newsletters');
      await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
      const refused = await page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation { createNewsletter(input: { title: "x", date: "2026-10-05T15:00:00.000Z", summary: "x", content: "x" }) { newsletter { id } } }',
          }),
        });
        return ((await response.json()) as { errors?: { extensions?: { code?: string } }[] })
          .errors?.[0]?.extensions?.code;
      });
      expect(refused).toBe('FORBIDDEN');

      // The owner sees where the support account is signed in and ends that session.
      await openSignedIn(owner.page, '/admin/accounts');
      const row = owner.page.getByRole('row').filter({ hasText: email });
      await row.getByRole('button', { name: `Sessions of ${email}` }).click();
      const dialog = owner.page.getByRole('dialog', { name: `Sessions of ${email}` });
      const sessions = dialog.getByRole('list', { name: `Sessions of ${email}` });
      await sessions.getByText('Chrome on Linux').first().waitFor();
      expect(await axeWhenSettled(owner.page)).toEqual([]);
      await sessions
        .getByRole('button', { name: /^End Session:/ })
        .first()
        .click();
      await dialog.getByText('No browser is signed in to this account.').waitFor();
      await page.goto('/admin');
      await page.getByText('Your session has expired. Please sign in again.').waitFor();
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor();

      // Signed in again, then disabled: the open page's next request is refused.
      await signIn(page, '/admin', { username: email, password });
      await page.getByRole('heading', { level: 1, name: 'Contact Submissions' }).waitFor();
      await adminGraphql(
        `mutation ($input: UpdateStaffAccountInput!) {
          updateStaffAccount(input: $input) { account { id } userErrors { message } }
        }`,
        { input: { id: accountId, status: 'DISABLED' } },
      );
      // The next request (a search) is refused, and the page says so.
      await page.getByRole('searchbox', { name: 'Search submissions' }).fill('canola');
      await page.getByText('Your session has expired. Please sign in again.').waitFor();
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
      expect(support.errors).toEqual([]);
      expect(owner.errors).toEqual([]);
    } finally {
      await support.context.close();
      await owner.context.close();
    }
  });
});
