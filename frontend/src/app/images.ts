import type { ImageVariant, ResponsiveImage } from 'ui-kit';

/**
 * The raster copies `npm run assets` makes beside a built-in SVG 800 px wide (the widths of
 * backend/scripts/art/raster.ts: a phone at 1x, its own width, 2x), in the order the API lists
 * them. images.test.ts checks that every file exists.
 */
const SCENE_WIDTHS = [480, 800, 1600];

/** A built-in 800 × 450 scene with its AVIF and WebP copies. */
function scene(url: string): ResponsiveImage & { variants: ImageVariant[] } {
  const stem = url.replace(/\.svg$/, '');
  return {
    url,
    width: 800,
    height: 450,
    variants: SCENE_WIDTHS.flatMap((width) =>
      (['AVIF', 'WEBP'] as const).map((format) => ({
        url: `${stem}-${width}w.${format.toLowerCase()}`,
        format,
        width,
      })),
    ),
  };
}

/**
 * Built-in illustrations (backend/public/images) that pages name themselves instead of getting
 * them from the API, with the width and height written in their SVG files (images.test.ts checks
 * that they agree), so they reserve their box before loading like the API's images do.
 */
export const BUILTIN_IMAGES = {
  soilProfile: scene('/images/fields/soil-profile.svg'),
  soilSampling: scene('/images/consultation/soil-sampling.svg'),
} satisfies Record<string, ResponsiveImage>;
