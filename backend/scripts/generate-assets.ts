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
import { svgSize } from '../src/modules/media/svg-size.js';
import { SEED_NEWSLETTERS } from '../src/modules/newsletters/newsletter.seed-data.js';
import { productSlug } from '../src/modules/products/product-slug.js';
import { SEED_PRODUCTS } from '../src/modules/products/product.seed-data.js';
import { portraitSlug, SEED_TEAM } from '../src/modules/team/team.seed-data.js';
import { SEED_VIDEOS } from '../src/modules/videos/video.seed-data.js';
import { newsletterCover } from './art/covers.js';
import { heroArt } from './art/hero.js';
import { FONT, svg } from './art/kit.js';
import { productArt, toteArt } from './art/packaging.js';
import { portraitArt } from './art/portraits.js';
import { rasterWidths, writeCopies } from './art/raster.js';
import { SCENES } from './art/scenes.js';
import { videoThumbnail } from './art/videos.js';

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
for (const tab of SEED_VIDEOS) {
  for (const video of tab.videos) {
    write(`videos/${video.videoId}.svg`, videoThumbnail(video, SEED_PRODUCTS));
  }
}

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
