import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminAccount,
  adminApiToken,
  baseUrl,
  openPage,
  useBrowser,
  type WatchedPage,
} from './support/browser';
import { guideExamples, type GuideExample } from './support/guide-examples';

/**
 * The GraphQL explorer at /graphql (GraphiQL, built into frontend/dist/explorer) with the network
 * cut: every request to anything but the test server is aborted and recorded, so the explorer must
 * come entirely from our origin. It runs under its strict Content-Security-Policy with no
 * violation and no console error, and every example query of docs/api.md runs in it as written.
 */

const browser = useBrowser();

interface Explorer extends WatchedPage {
  /** Requests the page tried to send anywhere but the test server (all aborted). */
  outside: string[];
}

/** Opens /graphql in a fresh context whose only reachable origin is the test server. */
async function openExplorer(): Promise<Explorer> {
  const watched = await openPage(browser());
  const origin = new URL(baseUrl()).origin;
  const outside: string[] = [];
  await watched.context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    outside.push(url);
    return route.abort('internetdisconnected');
  });
  // Violations also reach the console as errors; these name the directive and the source.
  await watched.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  const response = await watched.page.goto('/graphql');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await queryEditor(watched.page).waitFor();
  return { ...watched, outside };
}

/** Nothing left the origin, nothing broke the policy, nothing went wrong; closes the context. */
async function expectCleanRun({ page, context, errors, outside }: Explorer): Promise<void> {
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

const queryEditor = (page: Page) => page.locator('.graphiql-query-editor .monaco-editor');
/** The variables or headers editor, whichever tab of the editor tools is open. */
const toolEditor = (page: Page) =>
  page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor');
const responsePane = (page: Page) => page.locator('.graphiql-response .view-lines');

/**
 * Replaces an editor's text as a visitor pasting it would. (Typed text is re-indented by the
 * editor as it goes, line by line; a paste is taken as it is.)
 */
async function paste(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * Runs the operation in the editor with the toolbar's button, waits for the answer to the request
 * whose query `sent` accepts, and resolves to the response pane's text once it shows that answer
 * (the pane still shows the previous operation's answer until then, so the operation's answer
 * must differ from it).
 */
async function run(page: Page, sent: (query: string) => boolean): Promise<string> {
  const before = (await responsePane(page).count()) ? await responsePane(page).innerText() : '';
  const answered = page.waitForResponse((response) => {
    const request = response.request();
    if (new URL(response.url()).pathname !== '/graphql' || request.method() !== 'POST') {
      return false;
    }
    const { query } = request.postDataJSON() as { query?: string };
    return query !== undefined && sent(query);
  });
  await page.getByRole('button', { name: /^Execute query/ }).click();
  await answered;
  await expect
    .poll(async () => {
      const shown = await responsePane(page).innerText();
      return shown === before ? '' : shown;
    })
    .toMatch(/"(data|errors)"/);
  // Monaco draws spaces as non-breaking ones.
  return (await responsePane(page).innerText()).replace(/\u00a0/g, ' ');
}

/** Pastes the example (and the admin token when it asks for one) into the explorer and runs it. */
async function runExample(
  explorer: Explorer,
  example: GuideExample,
  token?: string,
): Promise<string> {
  const { page } = explorer;
  if (example.needsAdminToken) {
    await page.getByRole('button', { name: 'Headers', exact: true }).click();
    const headers = JSON.stringify({ Authorization: `Bearer ${token ?? (await adminApiToken())}` });
    await paste(page, toolEditor(page), headers);
  }
  await paste(page, queryEditor(page), example.query);
  return run(page, (query) => query.trim() === example.query.trim());
}

describe('GraphQL explorer at /graphql, with the network cut', () => {
  it('shows GraphiQL with docs, history and a header editor, and runs its first tab as it is', async () => {
    const explorer = await openExplorer();
    const { page } = explorer;
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).waitFor();
    await page.getByRole('button', { name: 'Show History' }).waitFor();
    await page.getByRole('button', { name: 'Headers', exact: true }).waitFor();
    const firstTab = await queryEditor(page).innerText();
    expect(firstTab).toContain('docs/api.md');

    // GraphiQL's own introspection query is the only other POST, and asks for no products.
    const response = await run(page, (query) => query.includes('products'));
    expect(response).toContain('"Elite Phos"');
    expect(response).not.toContain('"errors"');

    // The schema's documentation comes from introspection, over the same origin.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).waitFor();
    await expectCleanRun(explorer);
  });

  const examples = guideExamples();
  it('finds example queries in docs/api.md', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  // One explorer runs them all, as an integrator would go through the guide: the examples
  // without a token first (so each is seen to work without one), then those that ask for the
  // admin token, pasted once in the header editor as the guide tells integrators.
  it('runs every example of docs/api.md as written, and sends the admin token pasted in the header editor', async () => {
    const explorer = await openExplorer();
    const ordered = [
      ...examples.filter((example) => !example.needsAdminToken),
      ...examples.filter((example) => example.needsAdminToken),
    ];
    let token: string | undefined;
    for (const example of ordered) {
      const name = `example ${examples.indexOf(example) + 1}: ${example.name}`;
      if (example.needsAdminToken) token ??= await adminApiToken();
      const response = await runExample(explorer, example, token);
      expect(response, name).toContain('"data"');
      expect(response, name).not.toContain('"errors"');
    }
    const response = await runExample(
      explorer,
      {
        name: 'currentAdmin',
        query: '# requires: admin token\n{\n  currentAdmin {\n    username\n  }\n}\n',
        needsAdminToken: true,
      },
      token,
    );
    expect(response).toContain(`"username": "${adminAccount().username}"`);
    await expectCleanRun(explorer);
  });

  it('works with a personal API token pasted in the header editor', async () => {
    const made = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminApiToken()}`,
      },
      body: JSON.stringify({
        query: `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
        variables: { input: { name: `Explorer ${Date.now()}`, permissions: ['MESSAGES'] } },
      }),
    });
    const { data } = (await made.json()) as { data: { createApiToken: { token: string } } };
    const explorer = await openExplorer();
    const response = await runExample(
      explorer,
      {
        name: 'contacts',
        query: '# requires: admin token\n{\n  contacts {\n    totalCount\n  }\n}\n',
        needsAdminToken: true,
      },
      data.createApiToken.token,
    );
    expect(response).toContain('"totalCount"');
    expect(response).not.toContain('"errors"');
    await expectCleanRun(explorer);
  });
});
