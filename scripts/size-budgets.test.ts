import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkServedBuild,
  TOOL_PAGES,
  toolPageJsFigure,
  toolPagesBeyondShell,
} from './bench/farm-tools.mjs';
import { BUDGETS_FILE, bundleSizes, readBudgets } from './bundle-sizes.mjs';

/**
 * JavaScript budgets of a first visit, from a fresh production build of the browser bundle (about
 * 15 s): the entry, the files its loader preloads (its boot stages) and their static imports, plus
 * each page's lazy route module(s) and their static imports, every file gzipped at level 9 on its
 * own.
 *
 * How close this is to a browser: Chromium (every response of resource type `script` until the
 * network is idle, each body gzipped at level 9, as `npm run bench` does) fetched the same files,
 * to the byte, for all seven pages, at 1280×720 (the bench's viewport) and at 390×844. /admin's
 * first visit shows the sign-in form, not yet the messages. The server sends the entry's
 * `<script>`, the route loads its page chunk with its static imports, and nothing else is fetched
 * until a visitor acts (a toast, the mobile menu) or scrolls near a part that hydrates when
 * visible (lazyWhenVisible: the home page's sections below the first screens). Such a part in view
 * on arrival is fetched at once, so the page lists its module (/newsletter's subscribe form); on a
 * screen over about 900 px high the home page's team section would be too. Sizes of a build are
 * deterministic, so this is a test, not a benchmark; it needs no server, browser or network.
 */

const frontend = join(import.meta.dirname, '..', 'frontend');
const budgets = readBudgets();
const viteBin = join(
  dirname(createRequire(join(frontend, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

let outDir: string;
let sizes: ReturnType<typeof bundleSizes>;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'size-budgets-'));
  // `npm run build -w frontend`'s browser build, in a child process with a production environment
  // (Vitest's NODE_ENV=test would select React's development build).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  execFileSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: frontend,
    env,
    stdio: 'pipe',
  });
  sizes = bundleSizes(outDir);
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function checkBudget(what: string, modules: string[], maxKiB: number) {
  const { kib, files } = sizes.firstLoad(modules);
  if (kib > maxKiB) {
    expect.fail(
      `${what} loads ${kib.toFixed(1)} KiB of JavaScript (gzip -9), over its budget of ${maxKiB} KiB ` +
        `in ${BUDGETS_FILE}. Files:\n  ${files.join('\n  ')}`,
    );
  }
}

describe('the production browser build', () => {
  it('emits no source maps and names none, since dist/client is served publicly', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(join(outDir, file), 'utf8')).not.toContain('sourceMappingURL');
    }
  });
});

describe('the compressed twins the server sends (frontend/build/precompress-assets.ts)', () => {
  it('sit beside every script and stylesheet of 1 KiB or more, and decompress to it', () => {
    const assets = join(outDir, 'assets');
    const names = readdirSync(assets);
    const text = names.filter((name) => /\.(?:js|css)$/.test(name));
    const large = text.filter((name) => readFileSync(join(assets, name)).length >= 1024);
    expect(large.length).toBeGreaterThan(10);
    for (const name of large) {
      const bytes = readFileSync(join(assets, name));
      const br = readFileSync(join(assets, `${name}.br`));
      expect(Buffer.compare(brotliDecompressSync(br), bytes), name).toBe(0);
      expect(Buffer.compare(gunzipSync(readFileSync(join(assets, `${name}.gz`))), bytes)).toBe(0);
      expect(br.length, name).toBeLessThan(bytes.length);
    }
  });
});

describe(`JavaScript budgets of a first visit (${BUDGETS_FILE})`, { timeout: 30_000 }, () => {
  it('the entry, which every page loads', () => {
    checkBudget('The entry', [], budgets.entry.maxKiB);
  });

  it.each(budgets.pages.filter((page) => page.tool))(
    '$path adds at most the farm tools’ allowance to the entry',
    ({ path, modules }) => {
      const beyond = sizes.beyondEntry(modules);
      console.log(`${path}: ${beyond.kib.toFixed(1)} KiB beyond the entry`);
      expect(beyond.kib).toBeLessThanOrEqual(budgets.toolMaxKiBBeyondEntry);
      // Its code is its own, loaded on that page only, not in the shell every page loads.
      expect(beyond.files.length).toBeGreaterThan(0);
    },
  );

  it.each(budgets.pages)('$path', ({ path, modules, maxKiB }) => {
    for (const module of modules) {
      expect(
        sizes.manifest[module]?.isDynamicEntry,
        `${BUDGETS_FILE} names ${module} for ${path}, but the build has no lazy route module of that name`,
      ).toBe(true);
    }
    checkBudget(path, modules, maxKiB);
  });
});

describe('the farm tools’ rows of `npm run bench` (bench/farm-tools.mjs)', () => {
  it('measure each tool page as the budgets above, and hold it against the same allowance', () => {
    const tools = budgets.pages.filter((page) => page.tool);
    expect(TOOL_PAGES.map((page) => page.path)).toEqual(tools.map((page) => page.path));
    const measured = toolPagesBeyondShell(outDir);
    for (const [i, page] of measured.entries()) {
      const { kib } = sizes.beyondEntry(tools[i].modules);
      expect(page).toMatchObject({
        path: tools[i].path,
        kib,
        maxKiB: budgets.toolMaxKiBBeyondEntry,
      });
      const figure = toolPageJsFigure(page);
      expect(figure.measured).toMatch(new RegExp(`^${kib.toFixed(1)} KiB \\(page `));
      expect(figure.met).toBe(kib <= budgets.toolMaxKiBBeyondEntry);
      // Over the allowance, the row says the target is missed.
      expect(toolPageJsFigure({ ...page, kib: page.maxKiB + 0.1 }).met).toBe(false);
    }
  });

  it('measure only the build the server sends', async () => {
    let html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const server = createServer((_req, res) => res.end(html));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await checkServedBuild(base, '/apps/salt-index', outDir);
      html = html.replace(/\/assets\/[^"]+\.js/g, '/assets/another-build.js');
      await expect(checkServedBuild(base, '/apps/salt-index', outDir)).rejects.toThrow(
        /the server runs another build/,
      );
    } finally {
      server.close();
    }
  });
});

describe(`CSS budgets of a first visit (${BUDGETS_FILE})`, { timeout: 30_000 }, () => {
  const withCss = budgets.pages.filter((page) => page.cssMaxKiB !== undefined);

  it('cover the public pages the bench measures', () => {
    expect(withCss.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/soil-diagnostics', '/products/1', '/contact']),
    );
  });

  it.each(withCss)('$path', ({ path, modules, cssMaxKiB }) => {
    const { kib, files } = sizes.firstLoadCss(modules);
    if (kib > cssMaxKiB!) {
      expect.fail(
        `${path} links ${kib.toFixed(1)} KiB of CSS (gzip -9), over its budget of ${cssMaxKiB} KiB ` +
          `in ${BUDGETS_FILE}. Files:\n  ${files.join('\n  ')}`,
      );
    }
  });
});
