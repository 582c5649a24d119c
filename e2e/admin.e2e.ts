import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  baseUrl,
  useBrowser,
  openPage,
  PHONE,
  seriousAxeViolations,
} from './support/browser';
import { axeWhenSettled, expectToast, openSignedIn, signIn } from './support/admin';
import { chooseOption } from './support/forms';
import { waitForHydration } from './support/hydration';
import { runtimeStyleRules } from './support/styles';

const browser = useBrowser();

/** A real PNG (8×8, green and wheat stripes), built here byte by byte. */
function makePng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const rows = [];
  for (let y = 0; y < size; y++) {
    const rgb = y % 2 ? [0x2f, 0x6b, 0x2f] : [0xe6, 0xdc, 0xc3];
    rows.push(Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Does `action` and waits for its toast, with this title and description (expectToast). */
const toast = (page: Page, title: string, description: string, action: () => Promise<unknown>) =>
  expectToast(page, action, title, description);

async function sendContactMessage(page: Page, name: string, message: string) {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await waitForHydration(page, 'form#contact button[type="submit"]');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('ruth@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('403-555-0177');
  await chooseOption(page, 'Business Type', 'Livestock Farming');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.locator('.pe-form-confirmation').getByText('Message Sent', { exact: true }).waitFor();
}

describe('admin: sign-in gate', () => {
  it('meets a signed-out visit to /admin/dashboard with the sign-in form and no admin data', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    const graphqlBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) graphqlBodies.push(request.postData() ?? '');
    });
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.getByText('Recent Activity').count()).toBe(0);
    expect(graphqlBodies.some((body) => body.includes('dashboardCounts'))).toBe(false);
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    expect(new Set(robots)).toEqual(new Set(['noindex, nofollow']));
    for (const path of ['/admin', '/admin/messages', '/admin/images']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs out a session the server refuses, with a clear message', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/');
    // A token an older version left in local storage goes too.
    await page.evaluate(() => localStorage.setItem('adminToken', 'not.a.token'));
    await context.addCookies([
      { name: 'pe_session', value: 'not-a-session', url: baseUrl(), httpOnly: true },
    ]);
    await toast(page, 'Session expired', 'Your session has expired. Please sign in again.', () =>
      page.goto('/admin'),
    );
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await context.close();
  });

  it('refuses wrong credentials with "Invalid credentials"', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/admin');
    await page.getByLabel('Username').fill(adminAccount().username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await toast(page, 'Error', 'Invalid credentials', () =>
      page.getByRole('button', { name: 'Sign In' }).click(),
    );
    await context.close();
  });

  it('has no development account when the server is given its own', async () => {
    // The README's local default opens nothing on a server started with ADMIN_USERNAME/PASSWORD.
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'prairie-dev-password' }),
    });
    expect(login.status).toBe(401);
  });
});

describe('admin: contact submissions', () => {
  it('signs in, sees a message sent on the contact page, copies it and signs out', async () => {
    const { page, errors, context } = await openPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const name = `Ruth Lindqvist ${Date.now()}`;
    const message = 'Cow-calf operation near Drumheller.\nLooking for a pasture fertility plan.';
    await sendContactMessage(page, name, message);

    await toast(page, 'Success', 'Logged in successfully', () => signIn(page, '/admin'));
    await page.getByRole('heading', { name: 'Contact Submissions', level: 1 }).waitFor();
    const card = page.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    await card.getByText('Livestock Farming').waitFor();
    await card.getByText(/ago$/).waitFor();
    expect(await card.locator('.admin-submission__message').innerText()).toBe(message);
    expect(await card.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:4035550177',
    );
    expect(await card.getByRole('link', { name: 'Reply via Email' }).getAttribute('href')).toMatch(
      /^mailto:ruth@example\.com\?subject=Re%3A/,
    );
    // Newest first: the message just sent heads the list.
    expect(await page.getByRole('article').first().getByRole('heading').innerText()).toBe(name);

    // The box searches names and e-mail addresses, never the message. The count says "matches"
    // once the search (sent after a pause in typing) has answered: on a fresh database this one
    // message was the whole list before the search too, so the article count alone proves nothing.
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill(name);
    await page
      .locator('.admin-count')
      .filter({ hasText: /^1 .* matches$/ })
      .waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    await toast(page, 'Copied', 'Contact details copied to the clipboard', () =>
      card.getByRole('button', { name: 'Copy Details' }).click(),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Name: ${name}\nEmail: ruth@example.com\nPhone: 403-555-0177\nBusiness Type: Livestock Farming\nMessage:\n${message}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The admin screens, the select's list and the toasts are all antd, styled by the static sheet.
    expect(await runtimeStyleRules(page)).toEqual([]);

    await toast(page, 'Logged out', 'You have been logged out successfully', () =>
      page.getByRole('button', { name: 'Logout' }).click(),
    );
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    // Signing out ended the session on the server and cleared its cookie.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('pe_session');
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dashboard counts and the message in Recent Activity', async () => {
    // A message of its own, so the test does not lean on the one the test above sent.
    const name = `Hal Sorensen ${Date.now()}`;
    const sent = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'hal@example.com',
        phone: '306-555-0148',
        businessType: 'Crop Farming',
        message: 'Durum near Kindersley: could a consultant walk our fields?',
      }),
    });
    expect(sent.status).toBe(201);
    const { page, errors, context } = await openPage(browser(), PHONE);
    await openSignedIn(page, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const tiles = page.getByRole('list', { name: 'Counts' });
    await tiles.getByText('Contact Messages').waitFor();
    expect(await tiles.getByRole('listitem').count()).toBe(7);
    await page.getByText(`New message from ${name} (Crop Farming)`).waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    expect(await runtimeStyleRules(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin: contact triage and export', () => {
  it('notes a message, marks it handled, filters by status and exports it as CSV', async () => {
    const name = `Greta Thorsen ${Date.now()}`;
    const message =
      'Peas, lentils and durum near Kindersley.\nOur "home" quarter needs a soil test.';
    const sent = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'greta@example.com',
        phone: '306-555-0163',
        businessType: 'Crop Farming',
        message,
      }),
    });
    expect(sent.status).toBe(201);
    const { page, errors, context } = await openPage(browser());
    await openSignedIn(page, '/admin/messages');
    const card = page.getByRole('article').filter({ hasText: name });
    await card.locator('.admin-submission__status', { hasText: 'Status: New' }).waitFor();

    await card.getByRole('button', { name: /^Add note/ }).click();
    await card.getByLabel('Note').fill('Called back; sample kit sent.');
    await toast(page, 'Saved', `The note on ${name}'s message was saved.`, () =>
      card.getByRole('button', { name: 'Save note' }).click(),
    );
    await toast(page, 'Handled', `The message from ${name} is marked handled.`, () =>
      card.getByRole('button', { name: /^Mark as handled/ }).click(),
    );
    const { username } = adminAccount();
    await card.getByText(`Handled by ${username} on`, { exact: false }).waitFor();
    await card.locator('.admin-submission__status', { hasText: 'Status: Handled' }).waitFor();
    // After the toasts' fade-in: half-transparent text fails contrast.
    expect(await axeWhenSettled(page)).toEqual([]);
    expect(await runtimeStyleRules(page)).toEqual([]);

    const status = page.getByRole('radiogroup', { name: 'Status' });
    await status.getByText('New', { exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);
    await status.getByText('Handled', { exact: true }).click();
    await card.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFFId,Received (Edmonton time),Name,')).toBe(true);
    // Records end with CRLF; the message's own line break is a bare LF inside its quotes.
    const record = file.split('\r\n').find((row) => row.includes(name))!;
    expect(record).toContain(',Handled,');
    expect(record).toContain(`,${username},Called back; sample kit sent.`);
    // The message in quotes, its own quotes doubled and its line break inside.
    expect(file).toContain(
      '"Peas, lentils and durum near Kindersley.\nOur ""home"" quarter needs a soil test."',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin: image manager', () => {
  it('uploads a PNG, edits it, and deletes it with its file', async () => {
    const { page, errors, context } = await openPage(browser());
    await openSignedIn(page, '/admin/images');
    await page.getByRole('heading', { name: 'Image Manager', level: 1 }).waitFor();
    const gallery = page.getByRole('list', { name: 'Images' });
    await expect.poll(() => gallery.getByRole('listitem').count()).toBeGreaterThanOrEqual(13);
    expect(await gallery.getByRole('button').first().innerText()).toContain('Canola in Bloom');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Upload New Image' }).click();
    await page.getByText('JPG, PNG, GIF, WEBP (max 5MB)').waitFor();
    await page.getByLabel('Image file').setInputFiles({
      name: 'stripes.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await page.getByLabel('Name', { exact: true }).fill('E2E Stripes');
    await page.getByLabel('Description').fill('Eight pixels of prairie.');
    await page.getByLabel('Tags').fill('e2e, stripes, e2e');
    await toast(page, 'Image Upload', '"E2E Stripes" was uploaded.', () =>
      page.getByRole('button', { name: 'Upload Image' }).click(),
    );

    // Back on the gallery, the new image selected, its file served as a PNG.
    await page.getByRole('heading', { name: 'Edit Image' }).waitFor();
    const preview = page.locator('img.admin-editor__preview');
    const src = (await preview.getAttribute('src'))!;
    expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // Chromium reads AVIF, so it shows the AVIF copy made at the upload's own width (8 px).
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/^http.*\/uploads\/[0-9a-f-]{36}-8w\.avif$/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const served = await fetch(`${baseUrl()}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // The editor's field (the upload form, also in the page, has its own "Name").
    await page.locator('#image-name').fill('E2E Stripes Edited');
    await page.getByPlaceholder('Add a tag').fill('prairie');
    await page.getByRole('button', { name: 'Add Tag' }).click();
    await page.getByRole('button', { name: 'Remove tag stripes' }).click();
    await toast(page, 'Metadata Updated', '"E2E Stripes Edited" was saved.', () =>
      page.getByRole('button', { name: 'Update Metadata' }).click(),
    );

    // Saved on the server: a fresh load shows the new name and tags.
    await page.reload();
    const item = gallery.getByRole('button', { name: /E2E Stripes Edited/ });
    await item.click();
    await page.getByRole('heading', { name: 'Edit Image' }).waitFor();
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect.poll(() => tags.innerText()).toMatch(/e2e[\s\S]*prairie/);
    expect(await tags.innerText()).not.toContain('stripes');

    await page.getByRole('button', { name: 'Delete Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Image' }).click();
    await toast(page, 'Image Deletion', '"E2E Stripes Edited" was deleted.', () =>
      dialog.getByRole('button', { name: 'Delete', exact: true }).click(),
    );
    await expect.poll(() => item.count()).toBe(0);
    expect((await fetch(`${baseUrl()}${src}`)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a text file named like a PNG, with the server message', async () => {
    const { page, context } = await openPage(browser());
    await openSignedIn(page, '/admin/images');
    await page.getByRole('tab', { name: 'Upload New Image' }).click();
    await page.getByLabel('Image file').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await toast(
      page,
      'Error',
      'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)',
      () => page.getByRole('button', { name: 'Upload Image' }).click(),
    );
    await context.close();
  });
});
