import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * Raster copies of the illustrations. A page shows these (AVIF, else WebP) instead of the SVG: an
 * `<img>` of an SVG is a whole document the browser parses and lays out on the main thread (15–40
 * ms per image on a phone, measured), while a raster decodes off it. Flat illustrations compress
 * to a few KB.
 */

/**
 * The widths to make of an illustration `width` px wide: a phone's card at 1x (480), its own
 * width, and 2x for sharp screens (at most 1600). Vector art may be drawn wider than its viewBox.
 */
export function rasterWidths(width: number): number[] {
  return [...new Set([Math.min(480, width), width, Math.min(2 * width, 1600)])].sort(
    (a, b) => a - b,
  );
}

// Qualities chosen by eye for flat colours and text on labels: AVIF at 60 keeps label text crisp
// at a third of WebP's size; effort only costs time when `npm run assets` runs.
const ENCODERS: Record<'avif' | 'webp', (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 60, effort: 6 }),
  webp: (image) => image.webp({ quality: 82, effort: 6 }),
};

/**
 * Writes `file(width, format)` for every width and format: the SVG rendered at that width (at the
 * matching density, so it is drawn sharp rather than scaled up from 72 dpi).
 */
export async function rasterize(
  svg: string,
  intrinsicWidth: number,
  widths: readonly number[],
  file: (width: number, format: 'avif' | 'webp') => string,
): Promise<void> {
  for (const width of widths) {
    const density = (72 * width) / intrinsicWidth;
    for (const format of ['avif', 'webp'] as const) {
      const image = sharp(Buffer.from(svg), { density }).resize({ width });
      const path = file(width, format);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await ENCODERS[format](image).toBuffer());
    }
  }
}

/**
 * Removes the copies beside `stem` (a path without extension) that `keep` does not name: a
 * drawing whose size changed leaves no stale widths that the server would still offer.
 */
export function removeStaleCopies(stem: string, keep: readonly string[]): void {
  const folder = dirname(stem);
  const copy = new RegExp(
    `^${basename(stem).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+w\\.(avif|webp)$`,
  );
  let files: string[] = [];
  try {
    files = readdirSync(folder);
  } catch {
    return;
  }
  for (const file of files) {
    const path = join(folder, file);
    if (copy.test(file) && !keep.includes(path)) rmSync(path);
  }
}
