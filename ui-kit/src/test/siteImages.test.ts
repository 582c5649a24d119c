import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { coverImage, portraitImage, productImage, sceneImage } from './siteImages';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'backend', 'public');

// The stories' images are the site's real illustrations: their sizes and copies must be the
// files' (siteImages.ts repeats the width rule of backend/scripts/art/raster.ts).
describe('siteImages', () => {
  it.each([
    productImage('elite-phos'),
    portraitImage('harold-brandvold'),
    coverImage('2026-10'),
    sceneImage('fields/canola-bloom'),
  ])('$url has the size and copies of its files', (image) => {
    const svg = readFileSync(join(PUBLIC_DIR, image.url), 'utf8');
    expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    const stem = basename(image.url, '.svg');
    const folder = dirname(image.url);
    const copies = readdirSync(join(PUBLIC_DIR, folder))
      .filter((file) => new RegExp(`^${stem}-\\d+w\\.(avif|webp)$`).test(file))
      .map((file) => `${folder}/${file}`);
    expect((image.variants ?? []).map((variant) => variant.url).sort()).toEqual(copies.sort());
  });
});
