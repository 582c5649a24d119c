import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  parseVariantFileName,
  variantFileName,
  type VariantExtension,
} from '../../src/modules/media/variant-names.js';

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
const ENCODERS: Record<VariantExtension, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 60, effort: 6 }),
  webp: (image) => image.webp({ quality: 82, effort: 6 }),
};

/**
 * Writes the copies of `svg` (drawn `intrinsicWidth` px wide) into `folder` as `<stem>-<width>w.avif`
 * and `.webp` for every width, each rendered at that width (at the matching density, so it is drawn
 * sharp rather than scaled up from 72 dpi), and removes the copies of `stem` at other widths: a
 * drawing whose size changed leaves no stale width that the server would still offer.
 */
export async function writeCopies(
  folder: string,
  stem: string,
  svg: string,
  intrinsicWidth: number,
  widths: readonly number[],
): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(folder)) {
    const copy = parseVariantFileName(file);
    if (copy?.stem === stem && !widths.includes(copy.width)) rmSync(join(folder, file));
  }
  for (const width of widths) {
    const density = (72 * width) / intrinsicWidth;
    for (const extension of ['avif', 'webp'] as const) {
      const image = sharp(Buffer.from(svg), { density }).resize({ width });
      const file = join(folder, variantFileName(stem, width, extension));
      writeFileSync(file, await ENCODERS[extension](image).toBuffer());
    }
  }
}
