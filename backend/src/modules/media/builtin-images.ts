import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PUBLIC_DIR } from '../../config.js';
import { ImageFormat, type ImageVariant } from './responsive-image.js';
import { svgSize, type ImageSize } from './svg-size.js';
import { parseVariantFileName } from './variant-names.js';

/** URL prefix of the built-in images, committed under backend/public/images. */
export const BUILTIN_URL_PREFIX = '/images/';

/** A built-in SVG's path: letters, digits, dashes and folders only, so it cannot leave the folder. */
const BUILTIN_SVG = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.svg$/i;

/** A built-in image as a page needs it: its size and its raster copies. */
export interface BuiltinImage extends ImageSize {
  variants: ImageVariant[];
}

// The files are committed and never change while the server runs: read each one once (after
// `npm run assets` during `npm run dev`, restart the server to see new copies).
const images = new Map<string, Promise<BuiltinImage | undefined>>();
const folders = new Map<string, Promise<string[]>>();

function filesOf(folder: string): Promise<string[]> {
  let files = folders.get(folder);
  if (!files) {
    files = readdir(folder).catch(() => []);
    folders.set(folder, files);
  }
  return files;
}

async function readBuiltin(url: string): Promise<BuiltinImage | undefined> {
  const file = join(PUBLIC_DIR, url.slice(1));
  const size = await readFile(file, 'utf8').then(svgSize, () => undefined);
  if (!size) return undefined;
  const stem = url.slice(url.lastIndexOf('/') + 1, -'.svg'.length);
  const folderUrl = url.slice(0, url.lastIndexOf('/') + 1);
  const variants: ImageVariant[] = [];
  for (const name of await filesOf(dirname(file))) {
    const copy = parseVariantFileName(name);
    if (copy?.stem !== stem) continue;
    variants.push({
      url: folderUrl + name,
      format: copy.extension === 'avif' ? ImageFormat.AVIF : ImageFormat.WEBP,
      width: copy.width,
      height: Math.round((copy.width * size.height) / size.width),
    });
  }
  variants.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  return { ...size, variants };
}

/**
 * A built-in SVG (`/images/...svg`): its size, read from the file itself so it can never disagree
 * with it, and the AVIF and WebP copies made beside it by `npm run assets` (the copies pages show:
 * see backend/scripts/art/raster.ts). Undefined for any other path or a missing file.
 */
export function builtinImage(url: string): Promise<BuiltinImage | undefined> {
  if (!BUILTIN_SVG.test(url) || url.includes('..')) return Promise.resolve(undefined);
  let image = images.get(url);
  if (!image) {
    image = readBuiltin(url);
    images.set(url, image);
  }
  return image;
}

/** The size of a built-in SVG; undefined for any other path or a missing file. */
export async function builtinImageSize(url: string): Promise<ImageSize | undefined> {
  const image = await builtinImage(url);
  return image && { width: image.width, height: image.height };
}
