import { parse } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../common/calendar.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { standInRenderer } from '../test/front-door.js';

let t: TestApp;
const calls: string[] = [];
/** The day each render was given (ServerRenderOptions' `renderedOn`). */
const days: string[] = [];

/**
 * A stand-in for the built renderer: it runs a real GraphQL query in-process, as pages do, and, as
 * the real one, reads no query parameter except `?key=`.
 */
const COMPANY_NAME = parse('{ company { name } }');

const source = standInRenderer(
  (url) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const key = searchParams.get('key');
    return key ? `${pathname}?key=${encodeURIComponent(key)}` : pathname;
  },
  async ({ url, execute, renderedOn }) => {
    calls.push(url);
    days.push(renderedOn);
    if (url === '/boom') throw new Error('renderer exploded: select * from secrets');
    const result = await execute({ document: COMPANY_NAME, variables: {} });
    const name = (result.data as { company: { name: string } }).company.name;
    return {
      status: url === '/missing' ? 404 : 200,
      html: `<h1>${name}</h1>`,
      state: '{"siteUrl":"https://www.example.com"}',
    };
  },
);

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://www.example.com' },
    { seed: 'settings', renderer: { source } },
  );
});
afterAll(() => t.close());

describe('server-rendered pages', () => {
  it('fills the template with the page, its head and state, with GraphQL data in-process', async () => {
    const res = await request(t.app).get('/products/3').set('accept', 'text/html').expect(200);
    expect(res.text).toBe(
      '<html><head><title>Page</title></head><body><div id="root"><h1>Prairie Elite Agronomics</h1></div>' +
        '<script type="application/json" id="app-state">{"siteUrl":"https://www.example.com"}</script></body></html>',
    );
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(calls).toContain('/products/3');
    // The company's day, whatever the server's zone: the page hydrates with it (AppState).
    expect(days.at(-1)).toBe(companyToday());
  });

  it('renders a page from its key, without the query parameters pages do not read', async () => {
    calls.length = 0;
    await request(t.app)
      .get('/products/4?utm_source=newsletter')
      .set('accept', 'text/html')
      .expect(200);
    await request(t.app)
      .get('/products/4?key=b&utm_source=x')
      .set('accept', 'text/html')
      .expect(200);
    expect(calls).toEqual(['/products/4', '/products/4?key=b']);
  });

  it("answers with the page's own status", async () => {
    const res = await request(t.app).get('/missing').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a rendering fault with a friendly 500 page and no internals', async () => {
    const res = await request(t.app).get('/boom').set('accept', 'text/html');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('href="/"');
    expect(res.text).not.toContain('select * from secrets');
    expect(res.text).not.toContain('at ');
  });

  it('sends admin pages as an empty, noindex shell without rendering them', async () => {
    calls.length = 0;
    const res = await request(t.app).get('/admin/dashboard').set('accept', 'text/html').expect(200);
    expect(calls).toEqual([]);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('leaves API and non-HTML requests alone', async () => {
    await request(t.app).get('/api/nothing').set('accept', 'text/html').expect(404);
    const json = await request(t.app).get('/some/page').set('accept', 'application/json');
    expect(json.status).toBe(404);
  });
});
