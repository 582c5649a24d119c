import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, openPage } from './support/browser';
import { waitForPageHydration } from './support/hydration';

/**
 * What crawlers and link previews see: raw HTML, no JavaScript. Every public route must arrive
 * with its content, its own metadata and the right status, then hydrate without warnings.
 */

interface Seeded {
  product: { id: string; name: string; imageUrl: string };
  newsletter: { id: string; title: string; imageUrl: string };
  /** The newest newsletter with a cover of its own. */
  coveredNewsletter: { id: string; title: string; imageUrl: string };
  technologyTitle: string;
}

async function graphql<T>(query: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: T };
  return body.data;
}

async function seeded(): Promise<Seeded> {
  const data = await graphql<{
    products: Seeded['product'][];
    newsletters: { edges: { node: Seeded['newsletter'] }[] };
    technology: { title: string };
  }>(
    '{ products { id name imageUrl } newsletters(first: 50) { edges { node { id title imageUrl } } } technology { title } }',
  );
  const newsletters = data.newsletters.edges.map((edge) => edge.node);
  return {
    product: data.products[0],
    newsletter: newsletters[0]!,
    // Other tests publish newsletters without a cover, which share the site's default picture.
    coveredNewsletter: newsletters.find((newsletter) => newsletter.imageUrl)!,
    technologyTitle: data.technology.title,
  };
}

async function raw(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => (JSON.parse(m[1].replace(/\\u003c/g, '<')) as { '@type': string })['@type'],
  );
/** The server-rendered app markup only (not the head or the serialized state). */
const body = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="app-state"'));

let data: Seeded;
beforeAll(async () => {
  data = await seeded();
});

function publicRoutes(): [string, string][] {
  return [
    ['/', 'Innovative Agricultural Solutions'],
    ['/soil-diagnostics', 'All Products'],
    ['/solutions', 'All Products'],
    ['/products', 'Plant Nutrition'],
    [`/products/${data.product.id}`, data.product.name],
    [`/soil-diagnostics/${data.product.id}`, data.product.name],
    ['/technologies/micro-extraction', 'Micro Extraction'],
    ['/technologies/nanosorb', 'NanoSorb'],
    ['/soil-diagnostics/technology', data.technologyTitle],
    ['/videos', 'Product Features'],
    ['/newsletter', data.newsletter.title],
    [`/newsletter/${data.newsletter.id}`, data.newsletter.title],
    ['/certifications', 'ISO 9001:2015'],
    ['/documentation', 'Product MSDS'],
    ['/contact', 'Contact Us'],
    ['/apps', 'Agricultural Technology Suite'],
    ['/integrated-apps', 'Agricultural Solution Hub'],
    ['/privacy-policy', 'January 1, 2025'],
  ];
}

describe('server-rendered HTML', () => {
  it('every public route arrives with its content, its own metadata and status 200', async () => {
    const titles = new Map<string, string>();
    for (const [path, text] of publicRoutes()) {
      const { status, html } = await raw(path);
      expect(status, path).toBe(200);
      expect(body(html), path).toContain(text.replace(/&/g, '&amp;'));
      const pageTitle = title(html);
      expect(pageTitle, path).toBeTruthy();
      expect(meta(html, 'description'), path).toBeTruthy();
      expect(canonical(html), path).toMatch(
        new RegExp(`^${baseUrl().replace('127.0.0.1', 'localhost')}`),
      );
      for (const key of [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:type',
        'twitter:card',
      ]) {
        expect(meta(html, key), `${path} ${key}`).toBeTruthy();
      }
      // Aliases of one screen share its title.
      if (path !== '/solutions' && path !== `/soil-diagnostics/${data.product.id}`) {
        titles.set(pageTitle!, path);
      }
    }
    // Distinct titles (aliases of one screen share theirs).
    expect(titles.size).toBe(publicRoutes().length - 2);
  });

  it('product and newsletter pages describe themselves, with structured data', async () => {
    const product = await raw(`/products/${data.product.id}`);
    expect(meta(product.html, 'og:title')).toContain(data.product.name);
    expect(jsonLdTypes(product.html)).toContain('Product');

    const article = await raw(`/newsletter/${data.coveredNewsletter.id}`);
    expect(meta(article.html, 'og:title')).toContain(data.coveredNewsletter.title);
    expect(meta(article.html, 'og:type')).toBe('article');
    expect(jsonLdTypes(article.html)).toContain('Article');

    // Social sites show no SVG: both point at the server's 1200×630 JPEG of their picture.
    for (const [html, path] of [
      [product.html, `/og/product/${data.product.id}.jpeg`],
      [article.html, `/og/newsletter/${data.coveredNewsletter.id}.jpeg`],
    ]) {
      const image = new URL(meta(html, 'og:image') ?? '');
      expect(image.pathname).toBe(path);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      const res = await fetch(`${baseUrl()}${image.pathname}`);
      expect(res.headers.get('content-type'), path).toBe('image/jpeg');
    }

    // Feed readers find the newsletter's feeds from its pages, and the feed lists the edition.
    for (const type of ['application/rss+xml', 'application/atom+xml']) {
      const href = attr(
        article.html,
        // The type's "+" is literal here, not a regex quantifier.
        new RegExp(`<link rel="alternate" type="${type.replace('+', '\\+')}"[^>]* href="([^"]*)"`),
      );
      const res = await fetch(`${baseUrl()}${new URL(href ?? '').pathname}`);
      expect(res.headers.get('content-type'), type).toContain(type);
      expect(await res.text()).toContain(`/newsletter/${data.newsletter.id}<`);
    }

    for (const path of ['/', '/contact']) {
      const types = jsonLdTypes((await raw(path)).html);
      expect(
        types.some((t) => t === 'Organization' || t === 'LocalBusiness'),
        path,
      ).toBe(true);
    }
  });

  it('answers 404 with the not-found screens', async () => {
    const cases: [string, string][] = [
      ['/no-such-page', '404 Page Not Found'],
      ['/products/99999', 'Product Not Found'],
      ['/products/not-a-number', 'Product Not Found'],
      ['/newsletter/99999', 'Newsletter Not Found'],
    ];
    for (const [path, text] of cases) {
      const { status, html } = await raw(path);
      expect(status, path).toBe(404);
      expect(body(html), path).toContain(text);
      expect(meta(html, 'robots'), path).toContain('noindex');
    }
  });

  it('keeps the admin area client-rendered and out of search engines', async () => {
    const { status, html, headers } = await raw('/admin');
    expect(status).toBe(200);
    expect(headers.get('x-robots-tag')).toContain('noindex');
    expect(meta(html, 'robots')).toContain('noindex');
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves robots.txt, the sitemap and the web app manifest', async () => {
    expect((await fetch(`${baseUrl()}/robots.txt`)).status).toBe(200);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/products/${data.product.id}</loc>`);
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      icons: { sizes: string }[];
    };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('caches hashed assets for a year, revalidates pages by ETag, and compresses text', async () => {
    const { html, headers } = await raw('/');
    expect(headers.get('cache-control')).toBe('public, no-cache');
    const etag = headers.get('etag');
    // Strong: every answer of a page is the same bytes (backend/src/http/page-csp.ts).
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${baseUrl()}/`, {
      headers: { accept: 'text/html', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    // The entry script is fetched only after the first paint (vite.config.ts): the stylesheet and
    // the main image get the bandwidth, and hydration does not hold back the first frame.
    const asset =
      /<script type="module">[^<]*\.src = "(\/assets\/[^"]+\.js)"[^<]*requestAnimationFrame/.exec(
        html,
      )?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('styles pages with hashed, immutable stylesheets of what they render, no inline styles', async () => {
    const { html } = await raw('/');
    expect(html).not.toContain('<style');
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    // The entry's stylesheet, then those of the lazy parts the server rendered (the home page's
    // own, and its sections below the first screens), each once.
    expect(sheets.length).toBeGreaterThan(1);
    expect(new Set(sheets).size).toBe(sheets.length);
    for (const sheet of sheets) expect(sheet).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.css$/);
    expect(sheets.some((sheet) => sheet.startsWith('/assets/HomePage-'))).toBe(true);
    const [entry, ...parts] = await Promise.all(
      sheets.map(async (sheet) => {
        const res = await fetch(`${baseUrl()}${sheet}`);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        return res.text();
      }),
    );
    // antd's rules, built from the one theme, sit in a cascade layer below the site's own, so a
    // part's stylesheet linked after ours cannot override them; the brand palette comes first.
    expect(entry).toContain('--pe-green-700:#2f6b2f');
    expect(entry).toContain('@layer antd');
    expect(`${entry}${parts.join('')}`).toContain('.ant-card');
    expect(html.length).toBeLessThan(60 * 1024);
  });
});

describe('hydration', () => {
  const browser = useBrowser();

  it("starts the app after the first paint and the page's main image", async () => {
    const { page, context } = await openPage(browser());
    const order: string[] = [];
    page.on('requestfinished', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/images/') || pathname.startsWith('/uploads/')) order.push('image');
    });
    page.on('request', (r) => {
      if (/^\/assets\/index-[\w-]+\.js$/.test(new URL(r.url()).pathname)) order.push('entry');
    });
    const painted = page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
    );
    await page.goto(`/products/${data.product.id}`, { waitUntil: 'networkidle' });
    await painted;
    // The product's image is the page's main one (fetchpriority="high"); the entry comes after.
    expect(order.indexOf('entry')).toBeGreaterThan(order.indexOf('image'));
    expect(order.indexOf('image')).toBeGreaterThanOrEqual(0);
    const entryStart = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime ?? -1,
    );
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    );
    expect(entryStart).toBeGreaterThanOrEqual(firstPaint);
    // …and the app did start: the page hydrated.
    await waitForPageHydration(page);
    await context.close();
  });

  it('hydrates public pages without warnings, without fetching their data or Apollo Client', async () => {
    for (const path of [
      '/',
      '/soil-diagnostics',
      `/products/${data.product.id}`,
      `/newsletter/${data.newsletter.id}`,
      '/contact',
    ]) {
      const { page, context } = await openPage(browser());
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      });
      const graphqlCalls: string[] = [];
      // Apollo Client's chunk (vite.config.ts): hydration reads the page data without it.
      const apolloChunks: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname === '/graphql') graphqlCalls.push(r.postData() ?? '');
        if (/^\/assets\/apollo(Client)?-[^/]+\.js$/.test(pathname)) apolloChunks.push(pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(messages, path).toEqual([]);
      expect(graphqlCalls, path).toEqual([]);
      expect(apolloChunks, path).toEqual([]);
      await context.close();
    }
  });
});
