import type { ResponsiveImage } from 'ui-kit';
import avif640 from './hero/prairie-640w.avif?no-inline';
import avif1280 from './hero/prairie-1280w.avif?no-inline';
import avif1920 from './hero/prairie-1920w.avif?no-inline';
import webp640 from './hero/prairie-640w.webp?no-inline';
import webp1280 from './hero/prairie-1280w.webp?no-inline';
import webp1920 from './hero/prairie-1920w.webp?no-inline';

/**
 * The home hero's illustration (prairie farmland at sunrise, backend/scripts/art/hero.ts), as
 * AVIF and WebP copies made by `npm run assets -w backend`. Imported, so Vite serves them under
 * content-hashed names with a year's caching; `?no-inline` keeps even a small one out of the
 * JavaScript. The WebP at 1280 px is the plain `src` (every browser the site supports reads it).
 * The drawing is vector, so its 1920 px copy is drawn at that size (for wide 2x screens), not
 * scaled up from 1600.
 */
export const HERO_IMAGE: ResponsiveImage = {
  url: webp1280,
  width: 1600,
  height: 900,
  variants: [
    { url: avif640, format: 'AVIF', width: 640 },
    { url: avif1280, format: 'AVIF', width: 1280 },
    { url: avif1920, format: 'AVIF', width: 1920 },
    { url: webp640, format: 'WEBP', width: 640 },
    { url: webp1280, format: 'WEBP', width: 1280 },
    { url: webp1920, format: 'WEBP', width: 1920 },
  ],
};
