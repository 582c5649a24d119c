import { createHash } from 'node:crypto';
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { standInRenderer, testResponseCaches } from '../test/front-door.js';
import { securityHeaders } from './app.js';
import { cacheFrontDoor, headersSetBy, type ResponseCaches } from './cache-front-door.js';
import { pageTemplate } from './page-csp.js';

/** Like the built template: an inline entry loader in the head, the page and its state. */
const LOADER =
  "const s = document.createElement('script');s.type = 'module';s.src = '/assets/index.js';document.head.append(s);";
const TEMPLATE =
  `<!doctype html><html><head><!--app-head--><script type="module">${LOADER}</script>` +
  '</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
/** What a product description holding a script becomes in React's markup: text. */
const ESCAPED = '<p>&lt;script&gt;window.injected = true&lt;/script&gt;</p>';
/** A script that got into a page's markup unescaped (what the policy is there for). */
const SMUGGLED = 'window.injected = true';

/** Pages large enough to be compressed; /smuggled holds a script no template has. */
const source = standInRenderer(
  (url) => new URL(url, 'http://page.invalid').pathname,
  async ({ url }) => {
    if (url === '/boom') throw new Error('renderer exploded');
    const content = url === '/smuggled' ? `<script>${SMUGGLED}</script>` : ESCAPED;
    return {
      status: url === '/missing' ? 404 : 200,
      html: `<h1>Products</h1>${content}<p>${'Canola, wheat and barley. '.repeat(80)}</p>`,
      head: '<title>Page</title><script type="application/ld+json">{"@type":"Organization"}</script>',
      state: '{"siteUrl":"https://www.example.com"}',
    };
  },
  TEMPLATE,
);

let t: TestApp;
let caches: ResponseCaches;
/** The app behind the cache front door, as server.ts serves it, on a real socket. */
let server: ReturnType<typeof createServer>;
let port: number;

beforeAll(async () => {
  caches = testResponseCaches(10);
  t = await createTestApp(
    { PUBLIC_URL: 'https://www.example.com' },
    { seed: 'settings', renderer: { source }, caches },
  );
  const fromCache = cacheFrontDoor(caches, headersSetBy(securityHeaders()), createLogger('silent'));
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const served = fromCache(req, res);
    if (served === false) t.app(req, res);
    else if (served !== true) void served.then((done) => (done ? undefined : t.app(req, res)));
  };
  server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed. */
  body: Buffer;
  /** The body decoded. */
  text: string;
}

/** One page request on a real socket, its bytes as sent (supertest would decode them). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(body)
            : encoding === 'gzip'
              ? gunzipSync(body)
              : body;
        resolve({ status: res.statusCode!, headers: res.headers, body, text: decoded.toString() });
      });
    }).on('error', reject);
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts of a page a browser would run: any but the JSON data blocks. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => text);
}

/** The sources of the policy's script-src, after checking the rest of the policy is the strict one. */
function scriptSources(res: Raw): string[] {
  const policy = String(res.headers['content-security-policy'] ?? '');
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-eval');
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1];
  expect(scriptSrc, `policy: ${policy}`).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  return scriptSrc!.split(' ');
}

/** Checks the page's policy allows exactly the loader it carries, by hash, and what it loads. */
function expectLoaderPolicy(res: Raw): void {
  const scripts = executableScripts(res.text);
  expect(scripts).toEqual([LOADER]);
  expect(scriptSources(res)).toEqual([sha256(scripts[0]), "'strict-dynamic'"]);
  // Data blocks are not run and need nothing: no nonce anywhere.
  expect(res.text).toContain('<script type="application/json" id="app-state">');
  expect(res.text).not.toContain('nonce');
}

describe('the Content-Security-Policy of HTML pages', () => {
  it("allows a page's inline loader by the hash of the text it serves, nothing else", async () => {
    const res = await raw('/products');
    expect(res.status).toBe(200);
    expectLoaderPolicy(res);
    expect(res.text).toContain('<script type="application/ld+json">');
    // A script in content reaches the page as text, so nothing but the loader could run.
    expect(res.text).toContain(ESCAPED);
  });

  it('refuses a script that got into the markup: its hash is not the loader’s', async () => {
    const res = await raw('/smuggled');
    expect(res.text).toContain(`<script>${SMUGGLED}</script>`);
    const sources = scriptSources(res);
    expect(sources).toEqual([sha256(LOADER), "'strict-dynamic'"]);
    expect(sources).not.toContain(sha256(SMUGGLED));
  });

  it('answers a cached page with the same compressed bytes, validator and policy each time', async () => {
    caches.pages.clear();
    for (const encoding of ['br', 'gzip'] as const) {
      const headers = { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip' };
      // The render, a hit of the front door (the address as sent), and one of Express (another
      // query string, the same cache entry).
      const answers = [
        await raw('/certifications', headers),
        await raw('/certifications', headers),
        await raw('/certifications?utm_source=mail', headers),
      ];
      expect(caches.pages.size).toBe(1);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.body.equals(answers[0].body)).toBe(true);
        expect(res.headers.etag).toBe(answers[0].headers.etag);
        expect(res.headers['content-security-policy']).toBe(
          answers[0].headers['content-security-policy'],
        );
        expectLoaderPolicy(res);
      }
      // Strong, and its own per coding: these bytes and no others.
      expect(answers[0].headers.etag).toMatch(new RegExp(`^"[\\w-]+-${encoding}"$`));
    }
    const plain = await raw('/certifications');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expectLoaderPolicy(plain);
  });

  it('answers a revalidation 304 without a policy, so the stored copy keeps its own', async () => {
    const first = await raw('/videos', { 'accept-encoding': 'br' });
    expectLoaderPolicy(first);
    for (let i = 0; i < 2; i++) {
      // Twice: the second comes from the front door; in another coding, still the same content.
      const again = await raw('/videos', {
        'if-none-match': first.headers.etag!,
        'accept-encoding': 'gzip',
      });
      expect(again.status).toBe(304);
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.body.length).toBe(0);
    }
  });

  it('comes with the admin shell, a not-found page and a personal page alike', async () => {
    const admin = await raw('/admin/dashboard');
    expect(admin.status).toBe(200);
    expectLoaderPolicy(admin);
    const missing = await raw('/missing');
    expect(missing.status).toBe(404);
    expectLoaderPolicy(missing);
    const personal = await raw('/subscription/confirm?token=x');
    expect(personal.headers['cache-control']).toBe('no-store');
    expectLoaderPolicy(personal);
  });

  it('lets no script run on the error page, which has none', async () => {
    const res = await raw('/boom');
    expect(res.status).toBe(500);
    expect(executableScripts(res.text)).toEqual([]);
    expect(scriptSources(res)).toEqual(["'none'"]);
  });

  it('is not sent with API answers', async () => {
    const res = await request(t.app).get('/api/products').expect(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('pageTemplate', () => {
  it('hashes the inline scripts a browser runs, as its parser reads them, and no data block', () => {
    const html =
      '<script type="module">a();\r\nb();</script><script>c()</script>' +
      '<script type="application/json">{}</script><script type="text/plain">d</script>';
    const { policy } = pageTemplate(html);
    expect(policy).toContain(
      `script-src ${sha256('a();\nb();')} ${sha256('c()')} 'strict-dynamic';`,
    );
    expect(policy).not.toContain(sha256('{}'));
  });

  it('refuses a template that loads a script by src, which the policy would block', () => {
    expect(() => pageTemplate('<script type="module" src="/assets/index.js"></script>')).toThrow(
      /strict-dynamic/,
    );
  });

  it("gives the dev server's scripts a nonce, the same for each of its pages", () => {
    const html =
      '<script type="module" src="/@vite/client"></script><script type="module">x()</script>';
    const { html: marked, policy } = pageTemplate(html, { devNonce: 'dev123' });
    expect(marked.match(/<script nonce="dev123" type="module"/g)).toHaveLength(2);
    expect(policy).toContain("script-src 'nonce-dev123' 'strict-dynamic';");
  });
});
