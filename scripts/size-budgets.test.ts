import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

interface Budgets {
  entry: { maxKiB: number };
  /** Issue 38: what a farm tool's page may add to the entry's JavaScript, solver included. */
  toolMaxKiBBeyondEntry: number;
  pages: {
    path: string;
    modules: string[];
    maxKiB: number;
    /** KiB of gzip -9 CSS the page's first load links. */
    cssMaxKiB?: number;
    /** A farm tool: held to `toolMaxKiBBeyondEntry` too. */
    tool?: boolean;
  }[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const root = join(import.meta.dirname, '..');
const frontend = join(root, 'frontend');
const BUDGETS_FILE = 'frontend/size-budgets.json';
const budgets = JSON.parse(readFileSync(join(root, BUDGETS_FILE), 'utf8')) as Budgets;
const viteBin = join(
  dirname(createRequire(join(frontend, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

let outDir: string;
let manifest: Manifest;
/** Manifest keys of the files every first visit loads before its route's own code. */
let entryKeys: string[];
/** The stylesheets the built page links itself (the entry's). */
let entryStylesheets: string[];

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
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  entryStylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  entryKeys = entryFiles(html).map((file) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
    if (!key) throw new Error(`index.html loads ${file}, which the build's manifest lacks`);
    return key;
  });
}, 120_000);

/**
 * The files the page's inline loader fetches (frontend/vite.config.ts, entryAfterFirstPaint): the
 * entry it adds as a module script and the files it preloads with it (the entry's boot stages). The entry is named
 * by the built page rather than the manifest, which lists no `index.html` chunk when the bundler
 * merges the page's entry into the shared `index` chunk.
 */
function entryFiles(html: string): string[] {
  const entry = /\.src = "\/([^"]+)"/.exec(html)?.[1];
  // `for (const href of [...["/assets/…"], ...pageScripts])`: the page's own scripts are named
  // by each server-rendered page, not by the template.
  const preloads = /for \(const href of \[\.\.\.(\[[^\]]*\]), \.\.\.pageScripts\]\)/.exec(
    html,
  )?.[1];
  if (!entry || !preloads) throw new Error('The built index.html has no entry loader');
  return [entry, ...(JSON.parse(preloads) as string[]).map((href) => href.replace(/^\//, ''))];
}

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Manifest keys of the given chunks and everything they import statically. */
function staticClosure(keys: string[], found = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (found.has(key)) continue;
    found.add(key);
    staticClosure(manifest[key]?.imports ?? [], found);
  }
  return found;
}

const gzipBytes = new Map<string, number>();
function gzipSize(key: string): number {
  const { file } = manifest[key];
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
  }
  return size;
}

/** KiB of gzip -9 JavaScript, and the files by size, for the entry plus the given route modules. */
function firstLoad(modules: string[]): { kib: number; files: string[] } {
  const keys = [...staticClosure([...entryKeys, ...modules])].sort(
    (a, b) => gzipSize(b) - gzipSize(a),
  );
  const bytes = keys.reduce((sum, key) => sum + gzipSize(key), 0);
  return {
    kib: bytes / 1024,
    files: keys.map((key) => `${manifest[key].file} ${(gzipSize(key) / 1024).toFixed(1)} KiB`),
  };
}

/**
 * KiB of gzip -9 CSS a page's first load links: the entry's stylesheets and those of the chunks
 * the server rendered and their imports (backend/src/http/page-styles.ts links the same).
 */
function firstLoadCss(modules: string[]): { kib: number; files: string[] } {
  const files = new Set(entryStylesheets);
  for (const key of staticClosure(modules))
    for (const file of manifest[key].css ?? []) files.add(file);
  const sized = [...files].map((file) => ({
    file,
    bytes: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
  }));
  sized.sort((a, b) => b.bytes - a.bytes);
  return {
    kib: sized.reduce((sum, { bytes }) => sum + bytes, 0) / 1024,
    files: sized.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KiB`),
  };
}

function checkBudget(what: string, modules: string[], maxKiB: number) {
  const { kib, files } = firstLoad(modules);
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
      const beyond = firstLoad(modules).kib - firstLoad([]).kib;
      console.log(`${path}: ${beyond.toFixed(1)} KiB beyond the entry`);
      expect(beyond).toBeLessThanOrEqual(budgets.toolMaxKiBBeyondEntry);
    },
  );

  it.each(budgets.pages)('$path', ({ path, modules, maxKiB }) => {
    for (const module of modules) {
      expect(
        manifest[module]?.isDynamicEntry,
        `${BUDGETS_FILE} names ${module} for ${path}, but the build has no lazy route module of that name`,
      ).toBe(true);
    }
    checkBudget(path, modules, maxKiB);
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
    const { kib, files } = firstLoadCss(modules);
    if (kib > cssMaxKiB!) {
      expect.fail(
        `${path} links ${kib.toFixed(1)} KiB of CSS (gzip -9), over its budget of ${cssMaxKiB} KiB ` +
          `in ${BUDGETS_FILE}. Files:\n  ${files.join('\n  ')}`,
      );
    }
  });
});
