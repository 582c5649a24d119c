import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ResponsiveImageFieldsFragment } from '../graphql/generated/graphql';
import type { Answer } from './mocks';

type ResponsiveImage = Answer<ResponsiveImageFieldsFragment>;

/** The built-in images as the server has them (backend/public): read from disk, so tests only. */
const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'backend', 'public');

/**
 * A built-in SVG as the API describes it: its size and the AVIF and WebP copies `npm run assets`
 * wrote beside it, found in the folder as the server finds them (`-480w.avif`-style names),
 * ordered by width, then AVIF before WebP, with the size written in the SVG file itself.
 */
export function svgImage(url: string): ResponsiveImage {
  const root = /<svg\b[^>]*>/.exec(readFileSync(join(PUBLIC_DIR, url), 'utf8'))?.[0] ?? '';
  const size = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1]);
  const [width, height] = [size('width'), size('height')];
  if (!width || !height) throw new Error(`${url} has no width and height of its own`);
  const stem = basename(url, '.svg');
  const folder = dirname(url);
  const copies = readdirSync(join(PUBLIC_DIR, folder)).flatMap((file) => {
    const match = new RegExp(`^${stem}-(\\d+)w\\.(avif|webp)$`).exec(file);
    return match
      ? [{ file, width: Number(match[1]), format: match[2] === 'avif' ? 'AVIF' : 'WEBP' } as const]
      : [];
  });
  copies.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  return {
    __typename: 'ResponsiveImage',
    url,
    width,
    height,
    variants: copies.map((copy) => ({
      __typename: 'ImageVariant' as const,
      url: `${folder}/${copy.file}`,
      format: copy.format,
      width: copy.width,
    })),
  };
}

/** An uploaded photo as the API describes it: its size and AVIF/WebP copies at 480 and 960 px. */
export function uploadedImage(stem: string, width: number, height: number): ResponsiveImage {
  return {
    __typename: 'ResponsiveImage',
    url: `/uploads/${stem}.jpg`,
    width,
    height,
    variants: [480, 960].flatMap((w) =>
      (['AVIF', 'WEBP'] as const).map((format) => ({
        __typename: 'ImageVariant' as const,
        url: `/uploads/${stem}-${w}w.${format.toLowerCase()}`,
        format,
        width: w,
      })),
    ),
  };
}
