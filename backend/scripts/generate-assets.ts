/**
 * Writes the illustrations of the built-in content (the system of scripts/art/kit.ts): product
 * packaging, team portraits, newsletter covers, video thumbnails, field, consultation and
 * technology scenes as SVG under backend/public/images, each with AVIF and WebP copies beside it
 * (`<name>-<width>w.avif|webp`, what pages show: see art/raster.ts), and the home hero's copies
 * under frontend/src/pages/Home/hero (imported by the page, so Vite gives them hashed names).
 * Deterministic: running it again rewrites the same pictures. Run with `npm run assets -w backend`
 * and commit the output.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svgSize } from '../src/modules/media/builtin-images.js';
import { SEED_NEWSLETTERS } from '../src/modules/newsletters/newsletter.seed-data.js';
import { productSlug } from '../src/modules/products/product-slug.js';
import { SEED_PRODUCTS } from '../src/modules/products/product.seed-data.js';
import { portraitSlug, SEED_TEAM } from '../src/modules/team/team.seed-data.js';
import { SEED_VIDEOS } from '../src/modules/videos/video.seed-data.js';
import { newsletterCover } from './art/covers.js';
import { heroArt } from './art/hero.js';
import { esc, FONT, svg, wrap } from './art/kit.js';
import { productArt, toteArt } from './art/packaging.js';
import { portraitArt } from './art/portraits.js';
import { rasterWidths, writeCopies } from './art/raster.js';
import { SCENES } from './art/scenes.js';

// Compiled to backend/dist/tools/scripts/: three levels up is backend/, four the repository.
const IMAGES = fileURLToPath(new URL('../../../public/images/', import.meta.url));
const HERO = fileURLToPath(new URL('../../../../frontend/src/pages/Home/hero/', import.meta.url));

/** SVGs written by this run that pages show, to be rasterised at the end. */
const pictures: { path: string; svg: string }[] = [];

/** Writes an SVG under public/images; `raster: false` for the fallbacks pages use as plain src. */
function write(path: string, picture: string, options: { raster?: boolean } = {}): void {
  const file = join(IMAGES, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${picture.trim()}\n`);
  if (options.raster ?? true) pictures.push({ path, svg: picture });
}

// Products, the tote (fallback of a broken video thumbnail) and the placeholder (of a product).
for (const product of SEED_PRODUCTS) {
  write(`products/${productSlug(product.name)}.svg`, productArt(product));
}
write('tote.svg', toteArt(), { raster: false });
write(
  'placeholder.svg',
  svg(
    400,
    400,
    'Image not available',
    `<rect width="400" height="400" fill="#eef1ec"/>
<path d="M200 120 C 150 150 140 220 200 270 C 260 220 250 150 200 120 Z" fill="#b9c8b0"/>
<line x1="200" y1="150" x2="200" y2="300" stroke="#9aae8e" stroke-width="6" stroke-linecap="round"/>
<text x="200" y="340" text-anchor="middle" ${FONT} font-size="18" fill="#7c8a75">Image not available</text>`,
  ),
  { raster: false },
);

// Team portraits.
for (const member of SEED_TEAM) {
  write(`team/${portraitSlug(member.name)}.svg`, portraitArt(member));
}

// Video thumbnails.
const TAB_COLOURS = ['#1f6f43', '#2f5f9f', '#8a4b9c'];
SEED_VIDEOS.forEach((tab, index) => {
  for (const video of tab.videos) {
    const lines = wrap(video.title, 28);
    write(
      `videos/${video.videoId}.svg`,
      svg(
        640,
        360,
        `Video thumbnail: ${video.title}`,
        `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TAB_COLOURS[index]}"/><stop offset="1" stop-color="#0f1f17"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#v)"/>
<path d="M0 290 Q 160 250 320 280 T 640 270 V 360 H 0 Z" fill="#fff" opacity="0.08"/>
<circle cx="540" cy="90" r="46" fill="#fff" opacity="0.9"/><path d="M526 66 L 570 90 L 526 114 Z" fill="${TAB_COLOURS[index]}"/>
<text x="36" y="48" ${FONT} font-size="16" font-weight="600" fill="#fff" opacity="0.8">${esc(tab.name.toUpperCase())}</text>
<text x="36" y="${250 - lines.length * 38}" ${FONT} font-size="34" font-weight="700" fill="#fff">${lines
          .map((l, i) => `<tspan x="36" dy="${i === 0 ? 0 : 42}">${esc(l)}</tspan>`)
          .join('')}</text>`,
      ),
    );
  }
});

// Newsletter covers.
for (const newsletter of SEED_NEWSLETTERS) {
  write(`newsletters/${newsletter.issue}.svg`, newsletterCover(newsletter));
}

// Field, consultation and technology scenes (image manager, home, soil and technology pages).
for (const { path, draw } of SCENES) write(path, draw());

// Raster copies of every picture pages show, and of the home hero.
for (const { path, svg: picture } of pictures) {
  const { width } = svgSize(picture)!;
  const stem = basename(path, '.svg');
  await writeCopies(join(IMAGES, dirname(path)), stem, picture, width, rasterWidths(width));
}
await writeCopies(HERO, 'prairie', heroArt(), 1600, [640, 1280, 1920]);

console.log(`wrote the illustrations under ${IMAGES} and the hero under ${HERO}`);
