import { describe, expect, it } from 'vitest';
import { expectToast, signIn } from './support/admin';
import { openPage, useBrowser } from './support/browser';
import { startSiteServer, type AdminAccount } from './support/site-server';

const browser = useBrowser();

describe('what the office changes survives a restart', () => {
  it(
    'a password changed in My Account ends other sessions and still holds after a restart',
    // A server of its own, restarted once (migrations and seeding run again at each start).
    { timeout: 240_000 },
    async () => {
      const server = await startSiteServer();
      const account = `${server.baseUrl}/admin/account`;
      const mine = await openPage(browser());
      const other = await openPage(browser());
      try {
        await signIn(mine.page, account, server.admin);
        await mine.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        await signIn(other.page, account, server.admin);
        await other.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

        const next = { ...server.admin, password: `${server.admin.password} and a longer tail` };
        await mine.page.getByLabel('Current password').fill(server.admin.password);
        await mine.page.getByLabel('New password', { exact: true }).fill(next.password);
        await mine.page.getByLabel('Confirm new password').fill(next.password);
        await expectToast(
          mine.page,
          () => mine.page.getByRole('button', { name: 'Change Password' }).click(),
          /^Password Changed/,
        );

        // The other browser's session is over at its next request.
        await other.page.reload();
        await other.page.getByRole('heading', { name: 'Admin Access' }).waitFor();

        // The start applies ADMIN_PASSWORD only to an empty database: the new password holds.
        await server.restart();
        await mine.page.reload();
        await mine.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        const login = (account: AdminAccount) =>
          fetch(`${server.baseUrl}/api/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(account),
          }).then((response) => response.status);
        expect(await login(server.admin)).toBe(401);
        expect(await login(next)).toBe(200);
        expect(mine.errors, server.output()).toEqual([]);
      } finally {
        await mine.context.close();
        await other.context.close();
        await server.stop();
      }
    },
  );
});
