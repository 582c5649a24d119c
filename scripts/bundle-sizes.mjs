// @ts-check
// What a first visit's JavaScript and CSS weigh, read from a production browser build (its
// index.html and Vite's manifest): every file gzipped at level 9 on its own. Shared by the size
// budgets' test (scripts/size-budgets.test.ts, on a fresh build) and `npm run bench` (the farm
// tools' rows, on frontend/dist/client), so the two cannot measure differently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string[]} [imports]
 * @property {string[]} [css]
 * @property {boolean} [isDynamicEntry]
 */
/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * @typedef {object} Budgets frontend/size-budgets.json
 * @property {{ maxKiB: number }} entry
 * @property {number} toolMaxKiBBeyondEntry Issue 38: what a farm tool's page may add to the
 *   entry's JavaScript, solver included.
 * @property {BudgetPage[]} pages
 */
/**
 * @typedef {object} BudgetPage
 * @property {string} path
 * @property {string[]} modules the lazy route modules the page renders on first load
 * @property {number} maxKiB
 * @property {number} [cssMaxKiB] KiB of gzip -9 CSS the page's first load links
 * @property {boolean} [tool] a farm tool: held to `toolMaxKiBBeyondEntry` too
 */

/** @typedef {{ kib: number, files: string[] }} Weight KiB, and the files by size ("name 1.2 KiB") */

const root = join(import.meta.dirname, '..');
export const BUDGETS_FILE = 'frontend/size-budgets.json';
/** The browser build `npm run build` writes and the server sends. */
export const CLIENT_BUILD_DIR = join(root, 'frontend', 'dist', 'client');

/** @returns {Budgets} */
export const readBudgets = () => JSON.parse(readFileSync(join(root, BUDGETS_FILE), 'utf8'));

/**
 * The files the page's inline loader fetches (frontend/vite.config.ts, entryAfterFirstPaint): the
 * entry it adds as a module script and the files it preloads with it (the entry's boot stages).
 * The entry is named by the built page rather than the manifest, which lists no `index.html`
 * chunk when the bundler merges the page's entry into the shared `index` chunk.
 * @param {string} html the built index.html
 * @returns {string[]}
 */
function entryFiles(html) {
  const entry = /\.src = "\/([^"]+)"/.exec(html)?.[1];
  // `for (const href of [...["/assets/…"], ...pageScripts])`: the page's own scripts are named
  // by each server-rendered page, not by the template.
  const preloads = /for \(const href of \[\.\.\.(\[[^\]]*\]), \.\.\.pageScripts\]\)/.exec(
    html,
  )?.[1];
  if (!entry || !preloads) throw new Error('The built index.html has no entry loader');
  return [
    entry,
    ...JSON.parse(preloads).map((/** @type {string} */ href) => href.replace(/^\//, '')),
  ];
}

/**
 * The first-load weights of the browser build in `outDir`.
 * @param {string} outDir
 */
export function bundleSizes(outDir) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  /** The stylesheets the built page links itself (the entry's). */
  const entryStylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  /** Manifest keys of the files every first visit loads before its route's own code. */
  const entryKeys = entryFiles(html).map((file) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
    if (!key) throw new Error(`index.html loads ${file}, which the build's manifest lacks`);
    return key;
  });

  /**
   * Manifest keys of the given chunks and everything they import statically.
   * @param {string[]} keys
   * @param {Set<string>} [found]
   * @returns {Set<string>}
   */
  function staticClosure(keys, found = new Set()) {
    for (const key of keys) {
      if (found.has(key)) continue;
      found.add(key);
      staticClosure(manifest[key]?.imports ?? [], found);
    }
    return found;
  }

  /** @type {Map<string, number>} */
  const gzipBytes = new Map();
  /** @param {string} file a path in the build */
  function gzipSize(file) {
    let size = gzipBytes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      gzipBytes.set(file, size);
    }
    return size;
  }

  /**
   * @param {Iterable<string>} files
   * @returns {Weight}
   */
  function weigh(files) {
    const sized = [...files].map((file) => ({ file, bytes: gzipSize(file) }));
    sized.sort((a, b) => b.bytes - a.bytes);
    return {
      kib: sized.reduce((sum, { bytes }) => sum + bytes, 0) / 1024,
      files: sized.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KiB`),
    };
  }

  /**
   * JavaScript of the entry plus the given route modules and their static imports.
   * @param {string[]} modules
   */
  const firstLoad = (modules) =>
    weigh([...staticClosure([...entryKeys, ...modules])].map((key) => manifest[key].file));

  return {
    manifest,
    /** The entry script the built page adds (its boot stages are preloaded with it). */
    entryFile: manifest[entryKeys[0]].file,
    firstLoad,
    /**
     * CSS a page's first load links: the entry's stylesheets and those of the chunks the server
     * rendered and their imports (backend/src/http/page-styles.ts links the same).
     * @param {string[]} modules
     */
    firstLoadCss(modules) {
      const files = new Set(entryStylesheets);
      for (const key of staticClosure(modules))
        for (const file of manifest[key].css ?? []) files.add(file);
      return weigh(files);
    },
    /**
     * The JavaScript a page adds to the site's shell (the entry every page loads): its page
     * minus the entry, and the files only it loads.
     * @param {string[]} modules
     */
    beyondEntry(modules) {
      const entry = firstLoad([]);
      const page = firstLoad(modules);
      const shell = new Set(entry.files);
      return {
        kib: page.kib - entry.kib,
        pageKib: page.kib,
        entryKib: entry.kib,
        files: page.files.filter((file) => !shell.has(file)),
      };
    },
  };
}
