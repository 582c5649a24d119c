// @ts-check
// `npm run screens`: full-page screenshots of every public page at 1280 px (desktop) and 390 px
// (phone), written to docs/screens/ with an index, so a change to the look can be reviewed in the
// repository. Builds what is missing, starts the built server on a free port and a throw-away
// database (an embedded PostgreSQL, or a fresh database on DATABASE_URL's server), and stops it
// again. Not part of `npm test`: screenshots depend on the fonts of the machine taking them.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
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

/** @type {(() => Promise<void>)[]} */
const cleanUps = [];

/**
 * The public pages, each look once (the spec's aliases such as /solutions show the same screens):
 * file name and path. Ids come from the running server's API.
 * @param {string} baseUrl
 */
async function pages(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ products { id } newsletters { id } }' }),
  });
  const { data } =
    /** @type {{ data: { products: { id: string }[]; newsletters: { id: string }[] } }} */ (
      await response.json()
    );
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
    ['newsletter-article', `/newsletter/${data.newsletters[0]?.id}`],
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
  await mkdir(OUT, { recursive: true });
  for (const file of await readdir(OUT)) {
    if (file.endsWith('.jpg')) await rm(join(OUT, file));
  }
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
      await page.goto(`${target.baseUrl}${path}`, { waitUntil: 'load' });
      await loadEverything(page);
      const file = `${name}-${viewport.name}.jpg`;
      await page.screenshot({
        path: join(OUT, file),
        fullPage: true,
        type: 'jpeg',
        quality: JPEG_QUALITY,
      });
      await context.close();
      shots.push(`[${viewport.width} px](${file})`);
      console.log(`${path} at ${viewport.width} px → docs/screens/${file}`);
    }
    rows.push(`| ${name} | \`${path}\` | ${shots.join(' · ')} |`);
  }
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

try {
  await main();
} finally {
  for (const stop of cleanUps.reverse()) await stop().catch(() => undefined);
}
process.exit(0);
