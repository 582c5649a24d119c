import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it.each(Object.entries(BUILTIN_IMAGES))('%s names raster copies that exist', (_name, image) => {
    expect(image.variants.length).toBeGreaterThan(0);
    for (const variant of image.variants) {
      expect(existsSync(join(PUBLIC_DIR, variant.url)), variant.url).toBe(true);
    }
  });
});
