import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, openPage, PHONE, seriousAxeViolations } from './support/browser';

const browser = useBrowser();

describe('smoke: the production server in Chromium', () => {
  it('serves the home page with data from GraphQL and no console errors', async () => {
    const { page, errors, context } = await openPage(browser());
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Innovative Agricultural Solutions');
    await page.getByRole('contentinfo').getByText('780-555-0142').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found screen for an unknown path on a phone', async () => {
    const { page, errors, context } = await openPage(browser(), PHONE);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    // The document itself answers 404 (server rendering); Chromium reports that one response.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('answers GraphQL and REST on the same port', async () => {
    const gql = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await gql.json()).toEqual({ data: { __typename: 'Query' } });
    const api = await fetch(`${baseUrl()}/api/unknown`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
