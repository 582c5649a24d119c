import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { companyData } from './app/company.mock';
import { ADMIN_PATH, sitemapRoutes } from './app/site-routes';
import { render, siteRoutes, type GraphQLExecutor } from './entry-server';
import { TEST_RENDERED_ON } from './test/serverRender';

const SITE = 'http://localhost:4000';

/** An executor that answers the company query (all the privacy page asks) and records each call. */
function companyExecutor(
  answer: () => FormattedExecutionResult = () => ({
    data: { company: companyData },
  }),
) {
  const calls: string[] = [];
  const execute: GraphQLExecutor = async (request) => {
    calls.push(request.operationName ?? '(anonymous)');
    if (request.operationName !== 'Company') {
      return { errors: [{ message: `Not in this test: ${request.operationName}` }] };
    }
    return answer();
  };
  return { calls, execute };
}

describe('render (server-side rendering of a public page)', () => {
  it('renders a page with its data, in one pass once it knows the page’s queries', async () => {
    // A URL of its own: the renderer remembers queries per URL for the life of the process.
    const url = '/privacy-policy?test=one-pass';
    const first = companyExecutor();
    const a = await render({
      url,
      siteUrl: SITE,
      execute: first.execute,
      renderedOn: TEST_RENDERED_ON,
    });
    expect(a.status).toBe(200);
    expect(a.html).toContain('info@example.com');
    expect(a.head).toContain('<title>');
    // Each query's data as the page rendered it, by operation and variables (app/page-data).
    expect(JSON.parse(a.state).pageData['Company {}'].company.email).toBe('info@example.com');
    // The first time Apollo renders to find the queries, then again with their answers.
    expect(a.passes).toBe(2);
    expect(first.calls).toEqual(['Company']);

    const second = companyExecutor();
    const b = await render({
      url,
      siteUrl: SITE,
      execute: second.execute,
      renderedOn: TEST_RENDERED_ON,
    });
    expect(b.passes).toBe(1);
    expect(second.calls).toEqual(['Company']);
    expect(b).toEqual({ ...a, passes: 1 });
  });

  it('renders again when a remembered query fails, and shows the page’s error', async () => {
    const url = '/privacy-policy?test=failing';
    await render({
      url,
      siteUrl: SITE,
      execute: companyExecutor().execute,
      renderedOn: TEST_RENDERED_ON,
    });
    const failing = companyExecutor(() => ({
      errors: [{ message: 'The database is unavailable' }],
    }));
    const page = await render({
      url,
      siteUrl: SITE,
      execute: failing.execute,
      renderedOn: TEST_RENDERED_ON,
    });
    // Asked first from memory, then by the render itself: errors are not kept in the cache.
    expect(failing.calls).toEqual(['Company', 'Company']);
    expect(page.passes).toBe(2);
    expect(page.html).not.toContain('info@example.com');
  });

  it('does not remember a page that is not found', async () => {
    const url = '/no-such-page?test=not-found';
    const first = await render({
      url,
      siteUrl: SITE,
      execute: companyExecutor().execute,
      renderedOn: TEST_RENDERED_ON,
    });
    expect(first.status).toBe(404);
    const again = companyExecutor();
    const second = await render({
      url,
      siteUrl: SITE,
      execute: again.execute,
      renderedOn: TEST_RENDERED_ON,
    });
    expect(second.passes).toBe(2);
    expect(again.calls).toEqual(['Company']);
  });
});

describe('the route table on the server', () => {
  it('gives the backend the sitemap, the product and newsletter paths and the admin prefix', () => {
    expect(siteRoutes.sitemap).toEqual(sitemapRoutes());
    expect(siteRoutes.productPath(7)).toBe('/products/7');
    expect(siteRoutes.newsletterPath(12)).toBe('/newsletter/12');
    expect(siteRoutes.newsletterListPath).toBe('/newsletter');
    expect(siteRoutes.adminPath).toBe(ADMIN_PATH);
    // The subscriber's pages: never cached, never indexed (the backend pins the same paths).
    expect(siteRoutes.personalPaths).toEqual([
      '/subscription/confirm',
      '/subscription/unsubscribe',
      '/subscription/preferences',
    ]);
    expect(siteRoutes.sitemap.map(({ path }) => path)).not.toContain('/subscription/confirm');
  });
});
