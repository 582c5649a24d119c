/**
 * How a resized copy of an image is named beside its original, for uploads
 * (`/uploads/<uuid>.png` → `<uuid>-960w.avif`) and the built-in illustrations
 * (`products/elite-phos.svg` → `elite-phos-480w.webp`, written by `npm run assets`).
 */

/** The file extensions of the copies: the lower-case `ImageFormat`. */
export type VariantExtension = 'avif' | 'webp';

const VARIANT_NAME = /^(.+)-(\d+)w\.(avif|webp)$/;

/** The file name of the copy of `stem` (a name without extension) `width` px wide. */
export function variantFileName(stem: string, width: number, extension: VariantExtension): string {
  return `${stem}-${width}w.${extension}`;
}

/** Reads a copy's file name back; undefined for any other file. */
export function parseVariantFileName(
  name: string,
): { stem: string; width: number; extension: VariantExtension } | undefined {
  const match = VARIANT_NAME.exec(name);
  if (!match) return undefined;
  return { stem: match[1]!, width: Number(match[2]), extension: match[3] as VariantExtension };
}
