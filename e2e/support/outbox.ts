import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from './admin';
import { adminApiToken, baseUrl } from './browser';
import { waitForHydration } from './hydration';

/**
 * The admin token adminGraphql sends, by server. A sign-in hashes the password at today's cost
 * (0.3 s of the server's CPU), and mailTo asks every few hundred milliseconds: the token is kept
 * until the server refuses it (a test changed the admin's password or signed it out everywhere).
 */
const tokens = new Map<string, Promise<string>>();

/** One GraphQL operation against the suite's server, as the admin; its data, or the test fails. */
export async function adminGraphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const server = baseUrl();
  const send = async () => {
    if (!tokens.has(server)) {
      const token = adminApiToken();
      token.catch(() => tokens.delete(server));
      tokens.set(server, token);
    }
    const response = await fetch(`${server}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokens.get(server)}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status === 401) return undefined;
    const body = (await response.json()) as {
      data: T;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')
      ? undefined
      : body;
  };
  let body = await send();
  if (!body) {
    // Refused: sign in again, once.
    tokens.delete(server);
    body = await send();
  }
  if (!body) throw new Error('The server refused a fresh admin token');
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface Mail {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  headers: { name: string; value: string }[];
}

/** The local outbox's newest message to `recipient` whose subject matches, once it has arrived. */
export async function mailTo(recipient: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const data = await adminGraphql<{ outboxMessages: { edges: { node: Mail }[] } }>(
          `{ outboxMessages(first: 50) { edges { node { id recipient subject text headers { name value } } } } }`,
        );
        found = data.outboxMessages.edges
          .map((edge) => edge.node)
          .find((mail) => mail.recipient === recipient && subject.test(mail.subject));
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return found!;
}

/**
 * Reads a subscription's confirmation in the admin's outbox (signing in), follows its link and
 * presses the confirm page's button: opening the link confirms nothing, the button does (a POST).
 */
export async function confirmFromOutbox(page: Page, confirmation: Mail): Promise<void> {
  await signIn(page, `/admin/outbox/${confirmation.id}`);
  await page.getByRole('heading', { level: 1, name: confirmation.subject }).waitFor();
  await page.getByRole('tab', { name: 'Text' }).click();
  const link = page
    .locator('pre.mail-view__text')
    .getByRole('link', { name: /\/subscription\/confirm\?token=/ });
  const confirmUrl = new URL((await link.getAttribute('href'))!);
  await page.goto(`${baseUrl()}${confirmUrl.pathname}${confirmUrl.search}`);
  const confirm = page.getByRole('button', { name: 'Confirm subscription' });
  await waitForHydration(page, confirm);
  await confirm.click();
  await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
}
