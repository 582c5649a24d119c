// @ts-check
// `npm run screens`: full-page screenshots of every public page at 1280 px (desktop) and 390 px
// (phone), written to docs/screens/ with an index, so a change to the look can be reviewed in the
// repository. Builds what is missing, starts the built server on a free port and a throw-away
// database (an embedded PostgreSQL, or a fresh database on DATABASE_URL's server), and stops it
// again. Not part of `npm test`: screenshots depend on the fonts of the machine taking them.
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/browser.mjs';
import { buildIfNeeded, startTarget } from './bench/target.mjs';

const root = join(import.meta.dirname, '..');
const OUT = join(root, 'docs', 'screens');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
/** JPEG keeps 36 full-length pages to a few MB; 60 is still clean enough to judge type and edges. */
const JPEG_QUALITY = 60;
/** A full-length phone page is a tall picture; on a busy machine it takes a while. */
const SCREENSHOT_TIMEOUT_MS = 120_000;

/** @type {(() => Promise<void>)[]} */
const cleanUps = [];
/** @type {Promise<void> | undefined} */
let cleaning;
/** Stops what this script started (browser, server, its database), once, newest first. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const stop of cleanUps.reverse()) await stop().catch(() => undefined);
  })();
  return cleaning;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the screenshots started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * The public pages, each look once (the spec's aliases such as /solutions show the same screens):
 * file name and path. Ids come from the running server's API.
 * @param {string} baseUrl
 */
async function pages(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: '{ products { id } newsletters(first: 1) { edges { node { id } } } }',
    }),
  });
  const { data } =
    /** @type {{ data?: { products: { id: string }[]; newsletters: { edges: { node: { id: string } }[] } } }} */ (
      await response.json()
    );
  if (!response.ok || !data || data.products.length < 7 || data.newsletters.edges.length < 1) {
    throw new Error(`The server's seed content is not there (GraphQL answered ${response.status})`);
  }
  return [
    ['home', '/'],
    ['products', '/products'],
    ['product', `/products/${data.products[0]?.id}`],
    ['soil-diagnostics', '/soil-diagnostics'],
    ['soil-diagnostics-product', `/soil-diagnostics/${data.products[6]?.id}`],
    ['technology', '/soil-diagnostics/technology'],
    ['technology-micro-extraction', '/technologies/micro-extraction'],
    ['technology-nanosorb', '/technologies/nanosorb'],
    ['videos', '/videos'],
    ['newsletter', '/newsletter'],
    ['newsletter-article', `/newsletter/${data.newsletters.edges[0]?.node.id}`],
    ['certifications', '/certifications'],
    ['documentation', '/documentation'],
    ['contact', '/contact'],
    ['apps', '/apps'],
    ['integrated-apps', '/integrated-apps'],
    ['privacy-policy', '/privacy-policy'],
    ['not-found', '/no-such-page'],
  ];
}

/**
 * Scrolls the page to its end and back, so lazy images and sections load, then waits for every
 * image to finish.
 * @param {import('playwright-core').Page} page
 */
async function loadEverything(page) {
  // A string: this file is type-checked for Node, without the DOM's types.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
    const loaded = (image) => new Promise((resolve) => {
      image.addEventListener('load', resolve);
      image.addEventListener('error', resolve);
    });
    const pending = [...document.images].filter((image) => !image.complete).map(loaded);
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))]);
  })()`);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // The header hides while scrolling down: wait for it to slide back.
  await page.waitForTimeout(500);
}

async function main() {
  buildIfNeeded();
  const target = await startTarget((stop) => cleanUps.push(stop));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  cleanUps.push(() => browser.close());
  // Taken into a folder of their own and swapped in at the end: a failed run keeps the last set.
  const taken = await mkdtemp(join(tmpdir(), 'prairie-screens-'));
  cleanUps.push(() => rm(taken, { recursive: true, force: true }));
  const list = await pages(target.baseUrl);
  const rows = [];
  for (const [name, path] of list) {
    const shots = [];
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const response = await page.goto(`${target.baseUrl}${path}`, { waitUntil: 'load' });
      // A missing id would otherwise be photographed as a not-found page.
      const expected = name === 'not-found' ? 404 : 200;
      if (response?.status() !== expected) {
        throw new Error(`${path} answered ${response?.status()}, not ${expected}`);
      }
      await loadEverything(page);
      const file = `${name}-${viewport.name}.jpg`;
      await page
        .screenshot({
          path: join(taken, file),
          fullPage: true,
          type: 'jpeg',
          quality: JPEG_QUALITY,
          timeout: SCREENSHOT_TIMEOUT_MS,
        })
        .catch((error) => {
          throw new Error(`${path} at ${viewport.width} px: ${error.message}`);
        });
      await context.close();
      shots.push(`[${viewport.width} px](${file})`);
      console.log(`${path} at ${viewport.width} px → docs/screens/${file}`);
    }
    rows.push(`| ${name} | \`${path}\` | ${shots.join(' · ')} |`);
  }
  await mkdir(OUT, { recursive: true });
  for (const file of await readdir(OUT)) {
    if (file.endsWith('.jpg')) await rm(join(OUT, file));
  }
  for (const file of await readdir(taken)) await copyFile(join(taken, file), join(OUT, file));
  await writeFile(
    join(OUT, 'README.md'),
    [
      '# Screens',
      '',
      'Every public page at 1280 px (desktop) and 390 px (phone), full length, on the seed',
      'content. Made by `npm run screens` (see scripts/screens.mjs); run it again after a change',
      'to the look and commit the pictures with the change.',
      '',
      '| Page | Path | Screenshots |',
      '|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

let exitCode = 1;
try {
  await main();
  exitCode = 0;
} catch (error) {
  console.error(
    `The screenshots could not be taken: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  await cleanUp();
}
process.exit(exitCode);
