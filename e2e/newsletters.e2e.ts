import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeWhenSettled, PDF, expectToast, openSignedIn, unique } from './support/admin';
import { openPage, PHONE, useBrowser } from './support/browser';
import { startSiteServer, type SiteServer } from './support/site-server';

const browser = useBrowser();

/** Writes a new draft in the editor and saves it; answers its id. */
async function writeDraft(page: Page, title: string, summary = 'What to check before seeding.') {
  await openSignedIn(page, '/admin/newsletters/new');
  await page.getByRole('heading', { name: 'New Newsletter' }).waitFor();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Publication date (Alberta time)').fill('2026-03-02T08:00');
  await page.getByLabel('Summary').fill(summary);
  await page.getByLabel('Body').fill('Soil temperature\n\nWait for 5 °C at seeding depth.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.waitForURL(/\/admin\/newsletters\/\d+$/);
  await page.getByRole('heading', { name: 'Edit Newsletter' }).waitFor();
  return page.url().split('/').pop()!;
}

describe('newsletters in the admin', () => {
  it('creates one with a cover and a PDF, passes the checklist and shows it on the site', async () => {
    const { page, context, errors } = await openPage(browser());
    try {
      const title = unique('Spring Seeding Checklist');
      const id = await writeDraft(page, title);
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByLabel('Cover').selectOption({ label: 'Canola in Bloom' });
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Save', exact: true }).click(),
        /^Saved/,
      );
      await page.getByLabel('Upload a PDF').setInputFiles({
        name: 'spring.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.getByRole('link', { name: 'Open the current PDF' }).waitFor();

      await page.getByRole('button', { name: 'Publish…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish newsletter' });
      await dialog.getByText('Every check passed.').waitFor();
      await dialog.getByText('Title fits search results').waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await expectToast(
        page,
        () => dialog.getByRole('button', { name: 'Publish now' }).click(),
        /^Published/,
      );

      // The public site follows at once: the article, the list, the home page and the sitemap.
      const article = await page.goto(`/newsletter/${id}`);
      expect(article?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const pdf = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      const download = await page.request.get(pdf!);
      expect(download.headers()['content-type']).toBe('application/pdf');
      await page.goto('/newsletter');
      await page.getByRole('heading', { name: title }).waitFor();
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`/newsletter/${id}</loc>`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks for "Publish anyway" when a check fails, and keeps a draft off the site', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      const title = unique('A title much too long to fit in the results of any search engine');
      const id = await writeDraft(page, title);
      expect((await page.request.get(`/newsletter/${id}`)).status()).toBe(404);
      // The list at a phone's width: the table scrolls in a box a keyboard can reach.
      await page.goto('/admin/newsletters');
      await page.getByRole('link', { name: title }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.goto(`/admin/newsletters/${id}`);
      await page.getByRole('heading', { name: 'Edit Newsletter' }).waitFor();
      await page.getByRole('button', { name: 'Publish…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish newsletter' });
      await dialog.getByText('1 of 5 checks did not pass.').waitFor();
      await expectToast(
        page,
        () => dialog.getByRole('button', { name: 'Publish anyway' }).click(),
        /^Published/,
      );
      expect((await page.request.get(`/newsletter/${id}`)).status()).toBe(200);
      expect(await axeWhenSettled(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses the second of two saves from one version, then restores a version', async () => {
    const first = await openPage(browser());
    const second = await openPage(browser());
    try {
      const title = unique('Soil Sampling in the Fall');
      const id = await writeDraft(first.page, title);
      await openSignedIn(second.page, `/admin/newsletters/${id}`);
      await second.page.getByLabel('Title').waitFor();

      await first.page.getByLabel('Title').fill(`${title} (theirs)`);
      await expectToast(
        first.page,
        () => first.page.getByRole('button', { name: 'Save', exact: true }).click(),
        /^Saved/,
      );

      await second.page.getByLabel('Title').fill(`${title} (mine)`);
      await second.page.getByRole('button', { name: 'Save', exact: true }).click();
      const alert = second.page
        .locator('.ant-alert')
        .filter({ hasText: 'Changed by someone else' });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(
        /Changed by someone else at \d\d:\d\d: review their changes/,
      );
      await alert.getByText(/changed Title \(version 2\)/).waitFor();
      // Nothing typed is lost by the refusal.
      expect(await second.page.getByLabel('Title').inputValue()).toBe(`${title} (mine)`);

      // The first editor restores version 1: the original title comes back as version 3.
      await first.page.reload();
      await expectToast(
        first.page,
        () => first.page.getByRole('button', { name: 'Restore version 1' }).click(),
        /^Restored/,
      );
      expect(await first.page.getByLabel('Title').inputValue()).toBe(title);
      await first.page.getByRole('checkbox', { name: 'Compare version 1' }).check();
      await first.page.getByRole('checkbox', { name: 'Compare version 2' }).check();
      await first.page.getByRole('table', { name: 'Version 1 and version 2' }).waitFor();
      expect(first.errors).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

describe('a scheduled newsletter', () => {
  it(
    'appears at its time on the list, its page, the home page and the sitemap, never before',
    { timeout: 180_000 },
    async () => {
      // A server of its own whose clock the test moves (e2e/support/fake-clock.mjs); its page
      // caches stay on (10 minutes), so the edition must clear them at its time.
      const folder = await mkdtemp(join(tmpdir(), 'prairie-schedule-'));
      const clock = join(folder, 'now');
      const setClock = async (instant: string) => {
        await writeFile(`${clock}.next`, instant);
        await rename(`${clock}.next`, clock);
      };
      let server: SiteServer | undefined;
      try {
        await setClock('2026-12-01T15:00:00Z');
        server = await startSiteServer({
          env: { E2E_CLOCK_FILE: clock, RESPONSE_CACHE_TTL: '600' },
          nodeArgs: [
            '--import',
            pathToFileURL(join(import.meta.dirname, 'support/fake-clock.mjs')).href,
          ],
        });
        const api = async (query: string, variables: object, token?: string) => {
          const response = await fetch(`${server!.baseUrl}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
          });
          return (await response.json()) as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
        };
        const login = await fetch(`${server.baseUrl}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(server.admin),
        });
        const { token } = (await login.json()) as { token: string };
        const title = 'Winter Meeting Dates Announced';
        const created = await api(
          `mutation ($input: NewsletterInput!) { createNewsletter(input: $input) { newsletter { id } } }`,
          {
            input: {
              title,
              date: '2026-12-01T15:00:00Z',
              summary: 'Where and when to meet our agronomists this winter.',
              content: 'Dates\n\nThree mornings in January.',
            },
          },
          token,
        );
        const id = created.data.createNewsletter.newsletter.id as string;
        // Scheduled for 08:00 on 2 December in Edmonton (15:00 UTC).
        const scheduled = await api(
          `mutation ($id: ID!) { publishNewsletter(id: $id, expectedVersion: 1, at: "2026-12-02T15:00:00Z") { publishedNow newsletter { state } } }`,
          { id },
          token,
        );
        expect(scheduled.data.publishNewsletter).toEqual({
          publishedNow: false,
          newsletter: { state: 'SCHEDULED' },
        });

        const pages = async () => ({
          list: (await (await fetch(`${server!.baseUrl}/newsletter`)).text()).includes(title),
          home: (await (await fetch(`${server!.baseUrl}/`)).text()).includes(title),
          article: (await fetch(`${server!.baseUrl}/newsletter/${id}`)).status,
          sitemap: (await (await fetch(`${server!.baseUrl}/sitemap.xml`)).text()).includes(
            `/newsletter/${id}<`,
          ),
        });
        // Read twice, so the caches hold the pages without it.
        await pages();
        expect(await pages()).toEqual({ list: false, home: false, article: 404, sitemap: false });
        await setClock('2026-12-02T14:59:00Z');
        expect(await pages()).toEqual({ list: false, home: false, article: 404, sitemap: false });
        await setClock('2026-12-02T15:00:01Z');
        expect(await pages()).toEqual({ list: true, home: true, article: 200, sitemap: true });
      } finally {
        await server?.stop();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
