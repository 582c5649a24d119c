import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_IMAGES } from './images';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'backend', 'public');

describe('BUILTIN_IMAGES', () => {
  it.each(Object.entries(BUILTIN_IMAGES))('%s has the size of its SVG file', (_name, image) => {
    const svg = readFileSync(join(PUBLIC_DIR, image.url), 'utf8');
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain(`width="${image.width}"`);
    expect(root).toContain(`height="${image.height}"`);
  });

  it.each(Object.entries(BUILTIN_IMAGES))(
    '%s offers exactly the raster copies beside its SVG',
    (_name, image) => {
      // Every copy npm run assets wrote, so a width added there is not silently left out here.
      const stem = basename(image.url, '.svg');
      const folder = dirname(image.url);
      const copies = readdirSync(join(PUBLIC_DIR, folder))
        .filter((file) => new RegExp(`^${stem}-\\d+w\\.(avif|webp)$`).test(file))
        .map((file) => `${folder}/${file}`);
      expect(copies.length).toBeGreaterThan(0);
      expect(image.variants.map((variant) => variant.url).sort()).toEqual(copies.sort());
    },
  );
});
