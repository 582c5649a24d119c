import sharp, { type Sharp } from 'sharp';
import type { ImageSize } from './svg-size.js';
import type { DetectedImage } from './image-type.js';
import { ImageFormat } from './responsive-image.js';

/**
 * Widths of the variants: a phone (480 CSS px at 1x, or a half-width slot at 2x), a tablet or a
 * phone at 2x–3x, and a desktop column at 2x. Wider originals are only ever served as these.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * A 5 MB file can still declare 30 000 × 30 000 pixels (a decompression bomb): refuse anything
 * over 40 megapixels before decoding, far above any camera photo an admin would upload.
 */
const MAX_INPUT_PIXELS = 40_000_000;

// Qualities that look like the original at the sizes the site shows; effort 4 keeps one upload
// (six encodes) to a few seconds on a small server.
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  [ImageFormat.AVIF]: (image) => image.avif({ quality: 55, effort: 4 }),
  [ImageFormat.WEBP]: (image) => image.webp({ quality: 78, effort: 4 }),
};

export interface EncodedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage extends ImageSize {
  variants: EncodedVariant[];
}

/** The widths to make for an original `width` wide: the standard ones below it, then its own. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  if (width <= largest) widths.push(width);
  return widths;
}

function open(bytes: Uint8Array): Sharp {
  // autoOrient: a phone photo's EXIF rotation is applied, so sizes and variants are upright (the
  // browser shows the original upright too). Variants carry no metadata (no GPS of the farm).
  return sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * Measures an uploaded image (as displayed, after EXIF orientation) and makes its AVIF and WebP
 * variants. A GIF gets no variants: it may be animated, and the copies would lose the animation.
 * Throws when the bytes cannot be decoded (a damaged file that only starts like an image).
 */
export async function processImage(
  bytes: Uint8Array,
  type: DetectedImage,
): Promise<ProcessedImage> {
  const metadata = await open(bytes).metadata();
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new Error('The image has no size');
  if (type.extension === 'gif') return { width, height, variants: [] };
  const variants: EncodedVariant[] = [];
  // One at a time: a small server shares its cores with the site while an admin uploads.
  for (const target of variantWidths(width)) {
    for (const format of [ImageFormat.AVIF, ImageFormat.WEBP]) {
      const resized = open(bytes).resize({ width: target, withoutEnlargement: true });
      const { data, info } = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, bytes: data });
    }
  }
  return { width, height, variants };
}
