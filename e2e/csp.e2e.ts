import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAccount, baseUrl, DESKTOP, openPage, useBrowser } from './support/browser';
import { expectToast } from './support/admin';
import { waitForHydration } from './support/hydration';
import { isCspMessage, recordViolations } from './support/csp';

const browser = useBrowser();

describe('the Content-Security-Policy of the build', () => {
  it('allows by its hash the one inline loader the built page carries, on pages and the admin shell', async () => {
    for (const path of ['/', '/admin']) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      // The scripts a browser runs: any but the JSON data blocks (the state, JSON-LD).
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
        .map(([, , text]) => text);
      expect(scripts, path).toHaveLength(1);
      const hash = createHash('sha256').update(scripts[0]).digest('base64');
      expect(res.headers.get('content-security-policy'), path).toContain(
        `script-src 'sha256-${hash}' 'strict-dynamic';`,
      );
    }
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  // That it blocks nothing the public pages need, and they hydrate under it: site.e2e.ts's sweep
  // of every public route and the not-found screen, at both widths.

  it('lets /contact show its OpenStreetMap frame', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    const violations = await recordViolations(page);
    try {
      await page.goto('/contact');
      const map = page.locator('iframe[src^="https://www.openstreetmap.org/"]');
      await map.waitFor({ state: 'attached' });
      await waitForHydration(page, 'form#contact button[type="submit"]');
      expect(await violations()).toEqual([]);
      expect(errors.filter(isCspMessage)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('blocks nothing the admin area needs, from its login to the dashboard, at 1280 px', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP);
    const violations = await recordViolations(page);
    try {
      const response = await page.goto('/admin');
      expect(response?.headers()['content-security-policy']).toMatch(/'strict-dynamic'/);
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
      const admin = adminAccount();
      await page.getByLabel('Username').fill(admin.username);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Sign In' }).click(),
        'Success',
      );
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(errors.filter(isCspMessage)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a script in the served markup that is not the loader, and runs the loader', async () => {
    const { page, context } = await openPage(browser(), DESKTOP);
    const violations = await recordViolations(page);
    try {
      // What a script that escaped into a page's content would be: one more inline script in
      // the HTML as served, under the page's own policy.
      await page.route('**/products', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<div id="root">',
          '<script>window.injected = true</script><div id="root">',
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto('/products');
      await waitForHydration(page, 'header a');
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      expect(await violations()).toEqual(['script-src-elem blocked inline']);
    } finally {
      await context.close();
    }
  });

  it('refuses a script injected into a page without a hash', async () => {
    const { page, context } = await openPage(browser(), DESKTOP);
    const violations = await recordViolations(page);
    try {
      await page.goto('/');
      await waitForHydration(page, 'header a');
      // What an injected `<img onerror>` in content would be: an inline handler, which no hash allows.
      const ran = await page.evaluate(async () => {
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="/no-such-image.png" onerror="window.injected = true">';
        document.body.append(holder);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
