import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../../config.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** URL prefix of the built-in images, committed under backend/public/images. */
export const BUILTIN_URL_PREFIX = '/images/';

/** A built-in SVG's path: letters, digits, dashes and folders only, so it cannot leave the folder. */
const BUILTIN_SVG = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.svg$/i;

const number = (value: string | undefined) => {
  const parsed = value === undefined ? NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * The intrinsic size of an SVG from its root element: `width` and `height` in pixels when both are
 * plain numbers (or "px"), else the `viewBox` (which gives the aspect ratio, all a page needs).
 */
export function svgSize(svg: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim();
  const pixels = (name: string) => {
    const value = attribute(name);
    return value && /^[\d.]+(?:px)?$/.test(value) ? number(value) : undefined;
  };
  const width = pixels('width');
  const height = pixels('height');
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = attribute('viewBox')?.split(/[\s,]+/);
  const boxWidth = number(box?.[2]);
  const boxHeight = number(box?.[3]);
  if (box?.length === 4 && boxWidth && boxHeight) {
    return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
  }
  return undefined;
}

// The files are committed and never change while the server runs: read each one once.
const sizes = new Map<string, Promise<ImageSize | undefined>>();

/**
 * The size of a built-in SVG (`/images/...svg`), read from the file itself so it can never
 * disagree with it; undefined for any other path or a missing file.
 */
export function builtinImageSize(url: string): Promise<ImageSize | undefined> {
  if (!BUILTIN_SVG.test(url) || url.includes('..')) return Promise.resolve(undefined);
  let size = sizes.get(url);
  if (!size) {
    const file = join(PUBLIC_DIR, url.slice(1));
    size = readFile(file, 'utf8').then(svgSize, () => undefined);
    sizes.set(url, size);
  }
  return size;
}
