import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  useBrowser,
  openPage,
  PHONE,
  seriousAxeViolations,
} from './support/browser';
import { PAGE_SCRIPT_POLICY, recordViolations } from './support/csp';
import { loadingLeft, waitForHydration, waitForPageHydration } from './support/hydration';
import { runtimeStyleRules, sourcesInLayout } from './support/styles';
import { smallTapTargets } from './support/tap-targets';
import { publicRoutes, seededIds } from './support/seeded';

const browser = useBrowser();

const NAV_LINKS = [
  'Home',
  'Soil Diagnostics & Solutions',
  'Videos',
  'Newsletter',
  'Documentation',
  'Apps',
  'Contact',
];

/**
 * The left edge of the header's content (its logo), and whether the page's content box (`.page`,
 * inside its padding) and the footer's columns start at the same x, within a pixel: one layout
 * grid (ui-kit.css, --pe-content-width and --pe-gutter).
 */
async function layoutEdges(page: Page) {
  return page.evaluate(() => {
    const left = (selector: string, inner = false) => {
      const element = document.querySelector(selector);
      if (!element) return NaN;
      const padding = inner ? parseFloat(getComputedStyle(element).paddingLeft) : 0;
      return element.getBoundingClientRect().left + padding;
    };
    const header = left('.pe-header__logo');
    const same = (x: number) => (Math.abs(x - header) <= 1 ? 'same as header' : x);
    return {
      header,
      page: same(left('main .page', true)),
      footer: same(left('.pe-footer__columns')),
    };
  });
}

/**
 * Waits until the page's content (its h1) is server-rendered and hydrated, and what its looks
 * depend on has loaded (loadingLeft); answers what has not.
 */
async function settle(page: Page): Promise<string[]> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await waitForPageHydration(page);
  return loadingLeft(page);
}

describe('site: header', () => {
  it('opens the right-hand menu on a phone and closes it when a link is chosen', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    await page.goto('/apps');
    await waitForHydration(page, 'button[aria-label="Toggle menu"]');
    // The desktop menu is not shown on a phone.
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Toggle menu' }).click();

    const panel = page.getByRole('dialog');
    await panel.waitFor();
    const menu = panel.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(NAV_LINKS);
    // Spec: a right-hand side panel, 80% of the width below the small breakpoint.
    await expect
      .poll(async () => {
        const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
        return box ? [Math.round(box.x + box.width), Math.round(box.width)] : null;
      })
      .toEqual([PHONE.width, Math.round(PHONE.width * 0.8)]);
    expect(await runtimeStyleRules(page), 'styles of the menu panel').toEqual([]);
    expect(await menu.getByRole('link', { name: 'Apps' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    await panel.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('highlights the current route in the desktop menu, also on sub-pages', async () => {
    const { page, errors, context } = await openPage(browser(), DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const current = () => nav.locator('a[aria-current="page"]').allTextContents();
    const background = (name: string) =>
      nav
        .getByRole('link', { name, exact: true })
        .evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.goto('/apps');
    await waitForHydration(page, 'header a');
    expect(await current()).toEqual(['Apps']);
    // Highlighted visibly, not only for assistive technology.
    expect(await background('Apps')).not.toBe(await background('Videos'));

    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await expect.poll(current).toEqual(['Contact']);

    const { newsletters } = await seededIds();
    await page.goto(`/newsletter/${newsletters[0]}`);
    await page.locator('h1').first().waitFor();
    expect(await current()).toEqual(['Newsletter']);

    await page.goto('/');
    await page.locator('h1').first().waitFor();
    expect(await current()).toEqual(['Home']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('site: not-found screen', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`answers an unknown path with the 404 screen at ${viewport.width} px`, async () => {
      const { page, errors, context } = await openPage(browser(), viewport);
      const violations = await recordViolations(page);
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toMatch(PAGE_SCRIPT_POLICY);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
      // Beneath the spec's texts, a way on: the main pages, each a tap target on phones.
      const pages = page.getByRole('navigation', { name: 'Other pages' });
      expect(
        await pages
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([
        '/products',
        '/soil-diagnostics',
        '/videos',
        '/newsletter',
        '/documentation',
        '/apps',
        '/contact',
      ]);
      await page.getByRole('contentinfo').waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Chromium logs the document's own 404 status as a console error (once); anything else,
      // such as a missing script, is a fault.
      const documentStatus = errors.findIndex((e) =>
        e.startsWith('Failed to load resource: the server responded with a status of 404'),
      );
      expect(errors.filter((_, i) => i !== documentStatus)).toEqual([]);
      expect(await violations()).toEqual([]);
      // And the links lead on (in the app, without loading the page again).
      await pages.getByRole('link', { name: 'Our Products' }).click();
      await page.waitForURL('**/products');
      await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
      await context.close();
    });
  }
});

// The ids come from the seeded database, so the route list is read before the tests are made.
const routes = publicRoutes(await seededIds());

describe('site: every public route', () => {
  // Each page's title and canonical URL on the first viewport it is seen at: the other must match.
  const seen = new Map<string, { title: string; canonical: string }>();
  const year = String(new Date().getFullYear());

  for (const viewport of [DESKTOP, PHONE]) {
    for (const path of routes) {
      it(`serves ${path} at ${viewport.width} px`, async () => {
        const { page, errors, context } = await openPage(browser(), viewport);
        const violations = await recordViolations(page);
        try {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          expect(response?.headers()['content-security-policy'], path).toMatch(PAGE_SCRIPT_POLICY);
          expect(await settle(page), `${path}: still loading`).toEqual([]);
          expect(await page.locator('h1').count(), `${path}: one h1`).toBe(1);

          const title = await page.title();
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(await page.locator('link[rel="canonical"]').count(), path).toBe(1);
          expect(canonical, path).toMatch(/^https?:\/\/[^/]+\//);
          expect(title, path).not.toBe('');
          const before = seen.get(path);
          if (before)
            expect({ title, canonical }, `${path}: same on every viewport`).toEqual(before);
          seen.set(path, { title, canonical: canonical ?? '' });

          const footer = page.getByRole('contentinfo');
          expect(await footer.isVisible(), `${path}: footer`).toBe(true);
          expect(await footer.textContent(), `${path}: copyright year`).toContain(`© ${year} `);

          expect(await seriousAxeViolations(page), path).toEqual([]);
          // Scroll to the end so the parts that hydrate near the viewport render too. The wheel
          // scrolls in the page's own time, and the parts it brings near may make the page longer:
          // wheel again until the end of the page is in view.
          await expect
            .poll(async () => {
              await page.mouse.wheel(0, 50_000);
              return page.evaluate(
                () =>
                  Math.ceil(window.scrollY + window.innerHeight) >=
                  document.documentElement.scrollHeight,
              );
            })
            .toBe(true);
          expect(await loadingLeft(page), `${path}: still loading at the end`).toEqual([]);
          expect(await runtimeStyleRules(page), `${path}: styles made at run time`).toEqual([]);
          expect(await sourcesInLayout(page), `${path}: <source> laid out`).toEqual([]);
          if (viewport === PHONE) {
            expect(await smallTapTargets(page), `${path}: tap targets under 44 px`).toEqual([]);
          }
          expect(await layoutEdges(page), `${path}: header, page and footer edges`).toEqual({
            header: expect.any(Number),
            page: 'same as header',
            footer: 'same as header',
          });
          // Nothing may stick out sideways, on a phone least of all.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path}: sideways scroll`).toBeLessThanOrEqual(0);
          // The Content-Security-Policy blocked nothing the page needs, lazy parts included.
          expect(await violations(), path).toEqual([]);
          expect(errors, path).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('gives every page its own title; only aliases of one screen share a canonical URL', async () => {
    // Read from each page's server-rendered head, so this test stands alone in any order (the
    // sweep above checks that the browser shows the same title and canonical URL).
    const entries = await Promise.all(
      routes.map(async (path) => {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { Accept: 'text/html' } });
        expect(response.status, path).toBe(200);
        const html = await response.text();
        const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
        const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '';
        expect(title, path).not.toBe('');
        expect(canonical, path).not.toBe('');
        return [path, { title, canonical }] as const;
      }),
    );
    const clashes = entries.flatMap(([pathA, a], i) =>
      entries
        .slice(i + 1)
        .filter(([, b]) => a.title === b.title && a.canonical !== b.canonical)
        .map(([pathB]) => `${pathA} and ${pathB} share the title "${a.title}"`),
    );
    expect(clashes).toEqual([]);
  });
});
