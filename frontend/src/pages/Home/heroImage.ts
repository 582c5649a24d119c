import type { ImageFormat, ImageVariant, ResponsiveImage } from 'ui-kit';

/**
 * The home hero's illustration (prairie farmland at sunrise, backend/scripts/art/hero.ts): every
 * AVIF and WebP copy `npm run assets -w backend` wrote into ./hero (`prairie-<width>w.<format>`),
 * found by name, so a width added there is offered here without an edit. Imported, so Vite serves
 * them under content-hashed names with a year's caching; `?no-inline` keeps even a small one out
 * of the JavaScript. The drawing is vector, so a copy wider than its 1600 px is drawn at that size
 * (for wide 2x screens), not scaled up.
 */
const copies = import.meta.glob<string>('./hero/prairie-*w.{avif,webp}', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const FORMATS: Record<string, ImageFormat> = { avif: 'AVIF', webp: 'WEBP' };

const variants: ImageVariant[] = Object.entries(copies)
  .map(([file, url]) => {
    const [, width, extension] = /-(\d+)w\.(avif|webp)$/.exec(file) ?? [];
    return { url, format: FORMATS[extension!]!, width: Number(width) };
  })
  .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));

/** The plain `src`: the WebP nearest 1280 px (every browser the site supports reads WebP). */
const fallback = variants
  .filter((variant) => variant.format === 'WEBP')
  .sort((a, b) => Math.abs(a.width - 1280) - Math.abs(b.width - 1280))[0];

export const HERO_IMAGE: ResponsiveImage = {
  url: fallback!.url,
  width: 1600,
  height: 900,
  variants,
};
