import request from 'supertest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { writeStandInBuild } from '../test/stand-in-build.js';

/**
 * What a production build exposes: no source map is served even if a build left one in the
 * client folder, /index.html is no raw template, and a URL with `$'` (a special pattern of
 * String.prototype.replace) is put into the page literally. The app serves a build of its own
 * here: the page template and a server entry that writes the URL it renders into the page.
 */
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = writeStandInBuild('exposure-dist-');
  writeFileSync(join(dist, 'client', 'assets', 'index-abc123.js'), 'console.log(1);\n');
  const map = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['x'] });
  writeFileSync(join(dist, 'client', 'assets', 'index-abc123.js.map'), map);
  writeFileSync(join(dist, 'client', 'app.js.map'), map);
  // A page whose path is also a folder of the build, as /apps is (the farm tools' service worker).
  mkdirSync(join(dist, 'client', 'products'));
  writeFileSync(join(dist, 'client', 'products', 'sw.js'), 'self.skipWaiting();\n');
  t = await createTestApp(
    { FRONTEND_DIST: dist, PUBLIC_URL: 'https://www.example.com' },
    { seed: 'settings' },
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('production exposure', () => {
  it('serves the built files but never a source map', async () => {
    await request(t.app).get('/assets/index-abc123.js').expect(200);
    for (const path of ['/assets/index-abc123.js.map', '/app.js.map']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('sourcesContent');
    }
  });

  it('renders a page whose path is a folder of the build, rather than redirecting to the folder', async () => {
    const res = await request(t.app).get('/products').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('<h1>Page /products</h1>');
    await request(t.app).get('/products/sw.js').expect(200);
  });

  it('answers /index.html as a page of the site (its 404), never the raw template', async () => {
    for (const accept of ['text/html', '*/*']) {
      const res = await request(t.app).get('/index.html').set('accept', accept);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<!--app-head-->');
      expect(res.text).not.toContain('<!--app-html-->');
    }
  });

  it("puts a URL with $' and $& into the page literally: one </head>, one <body>", async () => {
    const res = await request(t.app).get("/products?q=$'$&$`").set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text.match(/<\/head>/g)).toHaveLength(1);
    expect(res.text.match(/<body>/g)).toHaveLength(1);
    expect(res.text.match(/<html>/g)).toHaveLength(1);
    expect(res.text).not.toContain('<!--app-');
  });
});
