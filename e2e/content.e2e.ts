import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companyToday } from '../backend/src/common/calendar';
import { parseNewsletterBody } from '../frontend/src/pages/NewsletterArticle/newsletterBody';
import {
  baseUrl,
  DESKTOP,
  useBrowser,
  openPage,
  PHONE,
  seriousAxeViolations,
  type WatchedPage,
} from './support/browser';
import { expectFormConfirmation } from './support/forms';
import { waitForHydration } from './support/hydration';
import { startSiteServer, type SiteServer } from './support/site-server';

const browser = useBrowser();

/** Reads the seeded content through the public GraphQL API, as the pages do. */
async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

interface Newsletter {
  id: string;
  title: string;
  date: string;
  content: string;
  pdfUrl: string;
}

interface VideoCategory {
  name: string;
  videos: { title: string; isAvailable: boolean; url: string }[];
}

const newsletters = async () =>
  (
    await graphql<{ newsletters: { edges: { node: Newsletter }[] } }>(
      '{ newsletters(first: 100) { edges { node { id title date content pdfUrl } } } }',
    )
  ).newsletters.edges.map((edge) => edge.node);

const heading = (page: Page, name: string, level?: number) =>
  page.getByRole('heading', { level, name, exact: true });

describe('content: newsletter', () => {
  it('reads a newsletter: the list by year, an article with headings and PDF, and back', async () => {
    const all = await newsletters();
    const years = [...new Set(all.map((n) => new Date(n.date).getUTCFullYear()))].sort(
      (a, b) => b - a,
    );
    const article = all.find((n) => n.pdfUrl)!;
    expect(article).toBeDefined();

    const { page, errors, context } = await openPage(browser());
    const response = await page.goto('/newsletter');
    expect(response?.status()).toBe(200);
    await heading(page, 'Newsletter', 1).waitFor();
    await heading(page, String(years[0]), 2).waitFor();
    const yearHeadings = await page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^\d{4}$/ })
      .allTextContents();
    expect(yearHeadings).toEqual(years.map(String));

    // The newest issue leads its year, with its month and year.
    const newestYear = page.getByRole('region', { name: String(years[0]) });
    const newest = [...all].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0]!;
    expect(await newestYear.getByRole('heading', { level: 3 }).first().textContent()).toBe(
      newest.title,
    );

    await waitForHydration(page, '.pe-link-button');
    const card = page.getByRole('listitem').filter({ has: heading(page, article.title, 3) });
    await card.getByRole('link', { name: /Read Full Article/ }).click();
    await page.waitForURL(`**/newsletter/${article.id}`);
    await heading(page, article.title, 1).waitFor();
    expect(await page.title()).toContain(article.title);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');

    // Every line the heading rule picks is an h2 of the body, in order.
    const expected = parseNewsletterBody(article.content)
      .filter((block) => block.kind === 'heading')
      .map((block) => block.text);
    expect(expected.length).toBeGreaterThan(0);
    expect(await page.locator('.newsletter-article__body h2').allTextContents()).toEqual(expected);

    const pdf = page.getByRole('link', { name: /Download PDF/ });
    expect(await pdf.getAttribute('href')).toBe(article.pdfUrl);
    const pdfResponse = await fetch(new URL(article.pdfUrl, baseUrl()));
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get('content-type')).toContain('application/pdf');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'View All Newsletters' }).click();
    await page.waitForURL('**/newsletter');
    await heading(page, String(years[0]), 2).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const path of ['/newsletter/99999', '/newsletter/abc']) {
    it(`shows "Newsletter Not Found" for ${path}`, async () => {
      const { page, errors, context } = await openPage(browser(), PHONE);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await heading(page, 'Newsletter Not Found', 1).waitFor();
      await page.getByText("The newsletter article you're looking for doesn't exist.").waitFor();
      const back = page.getByRole('link', { name: 'Back to Newsletters' });
      expect(await back.getAttribute('href')).toBe('/newsletter');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, nofollow',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await back.click();
      await page.waitForURL('**/newsletter');
      // The document itself answers 404 (server rendering); Chromium reports that one response.
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  }

  it('subscribes from /newsletter after refusing an invalid address', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    await page.goto('/newsletter');
    await waitForHydration(page, '.pe-subscribe button[type="submit"]');
    const email = page.getByPlaceholder('Enter your email');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await email.fill(`e2e-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectFormConfirmation(
      page,
      'Successfully Subscribed',
      'Thank you for subscribing to our newsletter!',
    );
    await expect.poll(() => page.getByPlaceholder('Enter your email').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('content: videos', () => {
  it('switches tabs and shows "Coming Soon" for a video not yet available', async () => {
    const { videoCategories } = await graphql<{ videoCategories: VideoCategory[] }>(
      '{ videoCategories { name videos { title isAvailable url } } }',
    );
    expect(videoCategories.map((c) => c.name)).toEqual([
      'Product Features',
      'Product Information',
      'Customer Testimonials',
    ]);

    const { page, errors, context } = await openPage(browser());
    await page.goto('/videos');
    await heading(page, 'Videos', 1).waitFor();
    await waitForHydration(page, '[role="tab"]');
    await page
      .getByText('Every product shown in these videos is available in 1000L IBC tote containers.')
      .waitFor();

    for (const category of videoCategories) {
      await page.getByRole('tab', { name: category.name }).click();
      const panel = page.getByRole('tabpanel', { name: category.name });
      for (const video of category.videos) {
        await panel.getByRole('heading', { name: video.title, exact: true }).waitFor();
      }
      const firstWords = [...new Set(category.videos.map((v) => v.title.split(' ')[0]))];
      expect(
        await panel
          .getByRole('list', { name: `${category.name} topics` })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual(firstWords);

      const available = category.videos.filter((v) => v.isAvailable);
      const watch = panel.getByRole('link', { name: /Watch Video/ });
      expect(await watch.count()).toBe(available.length);
      if (available[0]) {
        expect(await watch.first().getAttribute('href')).toBe(available[0].url);
        expect(await watch.first().getAttribute('target')).toBe('_blank');
      }
      const comingSoon = panel.getByRole('button', { name: 'Coming Soon' });
      expect(await comingSoon.count()).toBe(category.videos.length - available.length);
      for (const button of await comingSoon.all()) expect(await button.isDisabled()).toBe(true);
    }
    expect(videoCategories.some((c) => c.videos.some((v) => !v.isAvailable))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('content: certifications', () => {
  it('shows the four cards in order and expands the organic standards', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    await page.goto('/certifications');
    await heading(page, 'Certifications', 1).waitFor();
    await heading(page, 'ISO 9001:2015', 3).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'ISO 9001:2015',
      'Organic Input Materials',
      'Good Laboratory Practice',
      'Agricultural Inputs Registration',
    ]);
    expect(await page.getByText(/^Valid until \d{4}$/).allTextContents()).toEqual([
      'Valid until 2026',
      'Valid until 2025',
      'Valid until 2025',
      'Valid until 2026',
    ]);
    // A card whose year has passed (in Edmonton) is marked "Expired"; a current one is not.
    const year = companyToday().slice(0, 4);
    const expired = await page
      .locator('.pe-card__tags')
      .evaluateAll((tags) => tags.map((tag) => tag.textContent?.includes('Expired') ?? false));
    expect(expired).toEqual(['2026', '2025', '2025', '2026'].map((until) => until < year));

    // Only the organic card can expand in the seeded data; CertificationGrid keeps one open.
    const toggles = page.getByRole('button', { name: /certification types/ });
    expect(await toggles.count()).toBe(1);
    await waitForHydration(page, toggles);
    await toggles.first().click();
    // Hydration runs as a transition, so the click's re-render may land a moment later.
    await expect
      .poll(() => toggles.first().getAttribute('aria-expanded'), { timeout: 10_000 })
      .toBe('true');
    for (const standard of [
      'OMRI',
      'EU organic',
      'USDA NOP',
      'Japanese standard',
      'Canada Organic Regime',
    ]) {
      await page.getByText(standard, { exact: true }).waitFor();
    }
    await toggles.first().click();
    await expect
      .poll(() => toggles.first().getAttribute('aria-expanded'), { timeout: 10_000 })
      .toBe('false');
    await expect
      .poll(() => page.getByText('OMRI', { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(false);

    await page.getByRole('link', { name: 'Contact Us' }).last().click();
    await page.waitForURL('**/contact');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('content: documentation', () => {
  it('shows certificates with their dates, the field trial and one safety sheet at a time', async () => {
    const { page, errors, context } = await openPage(browser());
    await page.goto('/documentation');
    await heading(page, 'Documentation', 1).waitFor();
    await waitForHydration(page, '[role="tab"]');

    const certificates = page.getByRole('tabpanel', { name: 'Certifications' });
    await certificates.getByRole('heading', { name: 'US Approved Input Certificate' }).waitFor();
    await certificates
      .getByRole('heading', { name: 'Canadian Approved Input Certificate' })
      .waitFor();
    await certificates.getByRole('heading', { name: 'Approved Input List' }).waitFor();
    expect(await certificates.getByText('Valid until 21 February 2025').count()).toBe(2);
    // Both are past 21 February 2025 by today's date, and say so; the undated list does not.
    expect(
      await certificates
        .locator('.documentation-page__dates')
        .evaluateAll((lists) => lists.map((list) => list.textContent?.includes('Expired'))),
    ).toEqual(['2025-02-21' < companyToday(), '2025-02-21' < companyToday(), false]);
    await certificates.getByText('Last updated 24 April 2024').waitFor();
    const downloads = certificates.getByRole('link', { name: /Download PDF/ });
    expect(await downloads.count()).toBe(3);
    for (const href of await downloads.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    )) {
      const pdf = await fetch(new URL(href, baseUrl()));
      expect(pdf.status).toBe(200);
    }

    await page.getByRole('tab', { name: 'Field Trials' }).click();
    const trials = page.getByRole('tabpanel', { name: 'Field Trials' });
    await trials
      .getByRole('heading', { name: '2021 Conventional Field Trial Results: Wheat, Oats and Peas' })
      .waitFor();
    expect(await trials.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toBe(
      '/documents/field-trials/2021-conventional-field-trial-wheat-oats-peas.pdf',
    );

    await page.getByRole('tab', { name: 'Product MSDS' }).click();
    const sheets = page.getByRole('tabpanel', { name: 'Product MSDS' });
    const headers = sheets.getByRole('button', { name: /Safety Data Sheet$/ });
    await headers.first().waitFor();
    expect(await headers.count()).toBeGreaterThan(1);
    const [first, second] = [headers.nth(0), headers.nth(1)];
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    const sheetLink = sheets.getByRole('link', { name: /Download PDF/ });
    await sheetLink.waitFor();
    expect(await sheetLink.getAttribute('href')).toMatch(/^\/documents\/sds\/.+-sds\.pdf$/);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => first.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
    await second.click();
    await expect
      .poll(() => second.getAttribute('aria-expanded'), { timeout: 10_000 })
      .toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('content: accessibility and console at desktop and 390 px', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious axe violations or console errors on a ${label}`, async () => {
      const [article] = await newsletters();
      const pages: [string, string][] = [
        ['/videos', 'Videos'],
        ['/newsletter', 'Newsletter'],
        [`/newsletter/${article!.id}`, article!.title],
        ['/certifications', 'Certifications'],
        ['/documentation', 'Documentation'],
      ];
      const { page, errors, context } = await openPage(browser(), viewport);
      for (const [path, title] of pages) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await heading(page, title, 1).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .first()
          .waitFor({
            state: 'detached',
          });
        expect(await seriousAxeViolations(page), path).toEqual([]);
        // Nothing wider than the screen: no sideways scrolling on a phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          path,
        ).toBeLessThanOrEqual(viewport.width);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('content: certificate expiry by the company calendar', () => {
  /** What each certificate says about its validity, as the page shows it. */
  async function validity(page: Page, url: string) {
    await page.goto(url);
    const certificates = page.getByRole('tabpanel', { name: 'Certifications' });
    await certificates.getByRole('heading', { name: 'Approved Input List' }).waitFor();
    const documents = await certificates
      .locator('.documentation-page__dates')
      .evaluateAll((lists) => lists.map((list) => list.textContent?.includes('Expired') ?? false));
    await page.goto(url.replace('/documentation', '/certifications'));
    const tags = page.locator('.pe-card__tags');
    await tags.nth(3).waitFor();
    const cards = await tags.evaluateAll((tags) =>
      tags.map((tag) => tag.textContent?.includes('Expired') ?? false),
    );
    return { documents, cards };
  }

  it(
    'marks a certificate expired from the day after its last valid day in Edmonton',
    {
      // Starts a server of its own (a fresh database, migrated and seeded) before the page loads.
      timeout: 180_000,
    },
    async () => {
      // A second server whose clock this test sets (e2e/support/fake-clock.mjs), with its caches
      // off so that each page is judged at the time it is asked for.
      const folder = await mkdtemp(join(tmpdir(), 'prairie-clock-'));
      const clock = join(folder, 'now');
      // Replaced whole (written beside it, then renamed), so the server never reads half a file.
      const setClock = async (instant: string) => {
        await writeFile(`${clock}.next`, instant);
        await rename(`${clock}.next`, clock);
      };
      let server: SiteServer | undefined;
      let opened: WatchedPage | undefined;
      try {
        await setClock('2025-02-21T20:00:00Z');
        server = await startSiteServer({
          env: { E2E_CLOCK_FILE: clock, RESPONSE_CACHE_TTL: '0' },
          nodeArgs: [
            '--import',
            pathToFileURL(join(import.meta.dirname, 'support/fake-clock.mjs')).href,
          ],
        });
        opened = await openPage(browser());
        const { page, errors } = opened;
        const url = `${server.baseUrl}/documentation`;
        // The seeded certificates: two documents valid until 21 February 2025 and an undated list;
        // cards valid until 2026, 2025, 2025 and 2026 (a year holds through 31 December).
        // 13:00 on 21 February 2025 in Edmonton: the documents' last valid day.
        expect(await validity(page, url)).toEqual({
          documents: [false, false, false],
          cards: [false, false, false, false],
        });
        // 06:00 UTC on the 22nd is still 23:00 on the 21st in Edmonton.
        await setClock('2025-02-22T06:00:00Z');
        expect((await validity(page, url)).documents).toEqual([false, false, false]);
        // 01:00 on the 22nd in Edmonton: both dated documents have expired, the cards have not.
        await setClock('2025-02-22T08:00:00Z');
        expect(await validity(page, url)).toEqual({
          documents: [true, true, false],
          cards: [false, false, false, false],
        });
        // New Year's Day 2026 in Edmonton: the cards valid until 2025 have expired.
        await setClock('2026-01-01T08:00:00Z');
        expect((await validity(page, url)).cards).toEqual([false, true, true, false]);
        expect(errors, server.output()).toEqual([]);
      } finally {
        await opened?.context.close();
        await server?.stop();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
