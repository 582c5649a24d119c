import type { ResponsiveImage } from 'ui-kit';

/**
 * Built-in illustrations (backend/public/images) that pages name themselves instead of getting
 * them from the API, with the width and height written in their SVG files (images.test.ts checks
 * that they agree), so they reserve their box before loading like the API's images do.
 */
export const BUILTIN_IMAGES = {
  soilProfile: { url: '/images/fields/soil-profile.svg', width: 800, height: 450 },
  soilSampling: { url: '/images/consultation/soil-sampling.svg', width: 800, height: 450 },
  nanosorb: { url: '/images/technology/nanosorb.svg', width: 800, height: 450 },
  microExtraction: { url: '/images/technology/micro-extraction.svg', width: 800, height: 450 },
} satisfies Record<string, ResponsiveImage>;
