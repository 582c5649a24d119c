import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  baseUrl,
  DESKTOP,
  useBrowser,
  openPage,
  PHONE,
  seriousAxeViolations,
} from './support/browser';
import { chooseOption, expectFormConfirmation } from './support/forms';
import { waitForHydration } from './support/hydration';

const browser = useBrowser();

interface StoredContact {
  id: string;
  name: string;
  email: string;
  phone: string;
  businessType: string;
  message: string;
  createdAt: string;
}

/** The contact messages as staff read them: sign in through the API, then list them. */
async function storedContacts(): Promise<StoredContact[]> {
  const login = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminAccount()),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${baseUrl()}/api/contacts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  return (await list.json()) as StoredContact[];
}

async function chooseBusinessType(page: Page, type: string) {
  await chooseOption(page, 'Business Type', type);
}

/** Opens /contact and waits until the form runs its own handlers. */
async function openContactForm(page: Page) {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await waitForHydration(page, 'form#contact button[type="submit"]');
}

/** A text field by its label (role query: getByLabel would also match the cards' icons). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name });

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { level, name, exact: true });

describe('company: contact page', () => {
  it('sends a message that staff can read, then empties the form', async () => {
    const { page, errors, context } = await openPage(browser());
    await openContactForm(page);
    await heading(page, 'Contact Us').waitFor();
    await page.getByRole('heading', { name: 'Head Office' }).waitFor();
    await page.getByRole('heading', { name: 'Additional Contacts' }).waitFor();
    const map = page.getByTitle('Map of our head office in Edmonton, Alberta');
    expect(await map.getAttribute('loading')).toBe('lazy');
    await page.getByRole('link', { name: /View larger map/ }).waitFor();

    // A marker in the message finds this row among the others in the list.
    const marker = `e2e-${Date.now()}`;
    const message = `We seed 800 acres of canola near Camrose.\nPlease call about soil testing. ${marker}`;
    await field(page, 'Name').fill('Dana Kowalchuk');
    await field(page, 'Email').fill('dana@example.com');
    await field(page, 'Phone').fill('780-555-0110');
    await chooseBusinessType(page, 'Mixed Farming');
    await field(page, 'Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();

    // The confirmation stays above the emptied form and takes the focus (the toast says it too).
    await expectFormConfirmation(
      page,
      'Message Sent',
      "We'll get back to you as soon as possible.",
    );
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('');
    expect(await field(page, 'Email').inputValue()).toBe('');
    expect(await field(page, 'Phone').inputValue()).toBe('');
    expect(await field(page, 'Message').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Business Type' }).inputValue()).toBe('');

    const stored = (await storedContacts()).find((c) => c.message.includes(marker));
    expect(stored).toMatchObject({
      name: 'Dana Kowalchuk',
      email: 'dana@example.com',
      phone: '780-555-0110',
      businessType: 'Mixed Farming',
      message,
    });

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a message under every field when the form is sent empty', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    await openContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter your phone number',
      'Please select your business type',
      'Please enter a message',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's message under the field it refuses, with the error toast", async () => {
    const { page, context } = await openPage(browser());
    await openContactForm(page);
    // Filled, so the form sends it; over 100 characters, so the server refuses it.
    const longName = `Dana Kowalchuk of ${'Kowalchuk Family Farms '.repeat(4)}`;
    await field(page, 'Name').fill(longName);
    await field(page, 'Email').fill('dana@example.com');
    await field(page, 'Phone').fill('780-555-0110');
    await chooseBusinessType(page, 'Other');
    await field(page, 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    await page.getByText('Name must be at most 100 characters', { exact: true }).waitFor();
    // The visitor's text stays, to be corrected, and the focus is on it.
    expect(await field(page, 'Name').inputValue()).toBe(longName);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id')))
      .toBe('contact_name');
    // The GraphQL answer is a 200 with errors, so the browser logs nothing for it.
    await context.close();
  });
});

describe('company: apps, integrated apps, privacy policy and test pages', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const at = `at ${viewport.width} px`;

    it(`lists the Agricultural Technology Suite ${at}`, async () => {
      const { page, errors, context } = await openPage(browser(), viewport);
      expect((await page.goto('/apps'))?.status()).toBe(200);
      await heading(page, 'Agricultural Technology Suite').waitFor();
      for (const name of ['Optimize Calculator', 'Spray Condition App', 'Salt Index App']) {
        await heading(page, name, 2).waitFor();
      }
      await heading(page, 'FarmOps Manager', 2).waitFor();
      expect(await page.getByText('Beta', { exact: true }).count()).toBe(3);
      // The three working tools open from their cards (issues 38 and 39).
      for (const path of [
        '/apps/optimize-calculator',
        '/apps/spray-conditions',
        '/apps/salt-index',
      ]) {
        expect(await page.locator(`a[href="${path}"]`, { hasText: 'Open App' }).count()).toBe(1);
      }
      // FarmOps Manager's waitlist is open: its button opens a dialog (waitlist.e2e.ts).
      expect(await page.getByRole('button', { name: 'Join Waitlist' }).isEnabled()).toBe(true);
      for (const badge of ['Enterprise Security', 'Multi-user Access', 'Real-time Updates']) {
        await page.getByText(badge, { exact: true }).waitFor();
      }
      await page.getByText(/Our apps are in development/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the Agricultural Solution Hub ${at}`, async () => {
      const { page, errors, context } = await openPage(browser(), viewport);
      expect((await page.goto('/integrated-apps'))?.status()).toBe(200);
      await heading(page, 'Agricultural Solution Hub').waitFor();
      for (const name of [
        'Crop Health Monitoring',
        'Weather Risk Management',
        'Soil Analysis & Management',
        'Pest & Disease Control',
        'Resource Optimization',
        'Market Price Analytics',
        'Field Operations Planning',
      ]) {
        await heading(page, name, 3).waitFor();
      }
      expect(await page.getByText('This application is currently under development').count()).toBe(
        7,
      );
      await heading(page, 'Integrated Solutions for Modern Agriculture', 2).waitFor();
      for (const name of [
        'Unified Platform',
        'Data Security',
        'Real-time Analytics',
        'Cloud Integration',
      ]) {
        await heading(page, name, 3).waitFor();
      }
      expect(
        await page
          .getByText('This feature is under development and will be available soon.')
          .count(),
      ).toBe(4);
      for (const button of await page.getByRole('button', { name: 'Coming Soon' }).all()) {
        expect(await button.isDisabled()).toBe(true);
      }
      await page.getByText(/launching these applications in phases/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'View All Applications' }).click();
      await heading(page, 'Agricultural Technology Suite').waitFor();
      expect(new URL(page.url()).pathname).toBe('/apps');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the privacy policy with its seven sections ${at}`, async () => {
      const { page, errors, context } = await openPage(browser(), viewport);
      expect((await page.goto('/privacy-policy'))?.status()).toBe(200);
      await heading(page, 'Privacy Policy').waitFor();
      await page.getByText('Effective date: January 1, 2025').waitFor();
      const sections = await page.locator('main h2').allTextContents();
      expect(sections).toEqual([
        'Information We Collect',
        'How We Use Your Information',
        'When We Share Information',
        'How We Protect Your Information',
        'Your Rights',
        'Contact Us About Privacy',
        'Changes to This Policy',
      ]);
      await page.getByText(/^Privacy Officer, /).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the placeholder test pages minimal and out of search engines', async () => {
    const { page, errors, context } = await openPage(browser());
    for (const [path, title] of [
      ['/soil-diagnostics-test', 'Soil Diagnostics Test Page'],
      ['/test', 'Test Page'],
    ]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await heading(page, title).waitFor();
      await page.getByText(/for checking the site's layout/).waitFor();
      await expect
        .poll(() => page.locator('meta[name="robots"]').getAttribute('content'))
        .toBe('noindex, nofollow');
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
