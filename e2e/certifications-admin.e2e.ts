import { describe, expect, it } from 'vitest';
import { axeWhenSettled, PDF, expectToast, openSignedIn, unique } from './support/admin';
import { adminApiToken, baseUrl, openPage, PHONE, useBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { waitForHydration } from './support/hydration';

const browser = useBrowser();

/** One admin GraphQL operation with the suite's admin account, for fixtures and clean-up. */
async function adminGql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await adminApiToken()}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Deletes what a test made, whether or not it got that far, so the other files still see the
 * site's own cards and documents (they run after this one on the same database).
 */
async function removeIfThere(mutation: 'deleteCertificationCard' | 'deleteDocument', id?: string) {
  if (!id) return;
  await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await adminApiToken()}`,
    },
    body: JSON.stringify({
      query: `mutation ($id: ID!) { ${mutation}(id: $id) { deletedId } }`,
      variables: { id },
    }),
  });
}

describe('certification cards in the admin', () => {
  it('edits a card and its subtypes, and /certifications changes at once', async () => {
    const title = unique('Global G.A.P.');
    const { createCertificationCard } = await adminGql<{
      createCertificationCard: { certificationCard: { id: string } };
    }>(
      `mutation ($input: CertificationCardInput!) {
        createCertificationCard(input: $input) { certificationCard { id } }
      }`,
      {
        input: {
          title,
          description: 'Good agricultural practice at our blending plant.',
          validUntil: '2030',
          expandable: false,
          subtypes: [],
        },
      },
    );
    const id = createCertificationCard.certificationCard.id;
    const { page, context, errors } = await openPage(browser(), PHONE);
    try {
      // The public page is read (and cached) before the edit: the save must clear it.
      expect(await (await page.request.get('/certifications')).text()).toContain(title);

      await openSignedIn(page, '/admin/certifications');
      await page.getByRole('heading', { name: 'Certifications', level: 1 }).waitFor();
      await page.getByRole('link', { name: title }).waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: 'Edit Certification Card' }).waitFor();

      const renamed = `${title} Plus`;
      await page.getByLabel('Title').fill(renamed);
      await page.getByLabel('Valid until').fill('2031-06');
      await page.getByText('Expandable: the card opens to list its subtypes').click();
      await page.getByRole('button', { name: 'Add a subtype' }).click();
      await page.getByLabel('Name').last().fill('Crops');
      await page.getByLabel('Description').last().fill('Fruit, vegetables and field crops.');
      await page.getByRole('button', { name: 'Add a subtype' }).click();
      await page.getByLabel('Name').last().fill('Livestock');
      await page.getByLabel('Description').last().fill('Cattle and sheep feed inputs.');
      await page.getByRole('button', { name: 'Move up: Livestock' }).click();
      expect(await axeWhenSettled(page)).toEqual([]);
      await expectToast(
        page,
        () => page.getByRole('button', { name: 'Save', exact: true }).click(),
        /^Saved/,
      );
      await page.getByRole('cell', { name: 'Title, Valid until, Expandable, Subtypes' }).waitFor();

      await page.goto('/certifications');
      const card = page.locator('.pe-card').filter({ hasText: renamed });
      await card.getByText('Valid until 2031-06').waitFor();
      const toggle = card.getByRole('button', { name: /certification types/ });
      await waitForHydration(page, toggle);
      await toggle.click();
      await expect
        .poll(() => card.getByRole('listitem').allTextContents(), { timeout: 10_000 })
        .toEqual([expect.stringContaining('Livestock'), expect.stringContaining('Crops')]);
      expect(await page.content()).not.toContain(`${title}<`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await removeIfThere('deleteCertificationCard', id);
    }
  });
});

describe('documents of the documentation page in the admin', () => {
  it('adds a certificate with its PDF, shows it on /documentation, then deletes it', async () => {
    const { page, context, errors } = await openPage(browser());
    let id: string | undefined;
    try {
      const title = unique('Japanese Organic Certificate');
      await openSignedIn(page, '/admin/documents');
      await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
      await page
        .getByRole('link', { name: 'US Approved Input Certificate', exact: true })
        .waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByRole('link', { name: 'New Document' }).click();
      await page.getByRole('heading', { name: 'New Document' }).waitFor();
      await chooseOption(page, 'Tab', 'Certifications');
      // The list closes with an animation axe would catch half-transparent.
      await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      await page.getByLabel('Title').fill(title);
      await page
        .getByLabel('Description')
        .fill('Approval of our organic inputs under the Japanese Agricultural Standard.');
      await page.getByLabel('Valid until').fill('2030-03-31');
      await page.getByLabel('Choose the PDF').setInputFiles({
        name: 'japan.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.getByText('japan.pdf is uploaded when you save.').waitFor();
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin\/documents\/\d+$/);
      id = page.url().split('/').pop();
      await page.getByRole('link', { name: 'Open the current PDF' }).waitFor();
      // The new record's address took the place of "new": Back leads to the list, asking nothing.
      await page.goBack();
      await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/documents');

      await page.goto('/documentation');
      const certificates = page.getByRole('tabpanel', { name: 'Certifications' });
      await certificates.getByRole('heading', { name: title }).waitFor();
      await certificates.getByText('Valid until 31 March 2030').waitFor();
      const card = certificates.locator('.pe-card').filter({ hasText: title });
      const href = await card.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
      const pdf = await fetch(new URL(href!, baseUrl()));
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      await page.goto('/admin/documents');
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await expectToast(
        page,
        () => page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click(),
        /^Deleted/,
      );
      id = undefined;
      expect(await (await page.request.get('/documentation')).text()).not.toContain(title);
      expect((await fetch(new URL(href!, baseUrl()))).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await removeIfThere('deleteDocument', id);
    }
  });
});
