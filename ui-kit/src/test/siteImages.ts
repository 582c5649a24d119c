import type { ResponsiveImage } from '../FallbackImage';

/**
 * The site's real built-in illustrations (backend/public/images), which Storybook serves at
 * /images (staticDirs in .storybook/main.ts), so stories look like the site. Sizes are those
 * written in the SVG files; in jsdom the files never load, which the tests do not need.
 */

/** Widths of the AVIF and WebP copies beside an SVG `width` px wide (backend/scripts/art/raster.ts). */
function rasterWidths(width: number): number[] {
  return [...new Set([Math.min(480, width), width, Math.min(2 * width, 1600)])].sort(
    (a, b) => a - b,
  );
}

/** A built-in SVG with its size and raster copies, as the API returns it (GraphQL `ResponsiveImage`). */
export function siteImage(url: string, width: number, height: number): ResponsiveImage {
  const stem = url.replace(/\.svg$/, '');
  return {
    url,
    width,
    height,
    variants: rasterWidths(width).flatMap((variantWidth) =>
      (['AVIF', 'WEBP'] as const).map((format) => ({
        url: `${stem}-${variantWidth}w.${format.toLowerCase()}`,
        format,
        width: variantWidth,
      })),
    ),
  };
}

/** Sizes of the illustration kinds (the `svg(width, height, ...)` of backend/scripts/art). */
export const SITE_IMAGE_SIZES = {
  product: { width: 480, height: 360 },
  portrait: { width: 320, height: 320 },
  cover: { width: 800, height: 450 },
  scene: { width: 800, height: 450 },
} as const;

/** A product's packaging illustration, e.g. productImage('elite-phos'). */
export const productImage = (slug: string) =>
  siteImage(
    `/images/products/${slug}.svg`,
    SITE_IMAGE_SIZES.product.width,
    SITE_IMAGE_SIZES.product.height,
  );

/** A team member's portrait, e.g. portraitImage('harold-brandvold'). */
export const portraitImage = (slug: string) =>
  siteImage(
    `/images/team/${slug}.svg`,
    SITE_IMAGE_SIZES.portrait.width,
    SITE_IMAGE_SIZES.portrait.height,
  );

/** A newsletter's cover, by issue: coverImage('2026-10'). */
export const coverImage = (issue: string) =>
  siteImage(
    `/images/newsletters/${issue}.svg`,
    SITE_IMAGE_SIZES.cover.width,
    SITE_IMAGE_SIZES.cover.height,
  );

/** An 800 × 450 scene (fields, consultation, technology), e.g. sceneImage('fields/canola-bloom'). */
export const sceneImage = (path: string) =>
  siteImage(`/images/${path}.svg`, SITE_IMAGE_SIZES.scene.width, SITE_IMAGE_SIZES.scene.height);
