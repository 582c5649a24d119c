import type { ResponsiveImageFieldsFragment } from '../graphql/generated/graphql';
import type { Answer } from './mocks';

type ResponsiveImage = Answer<ResponsiveImageFieldsFragment>;

/**
 * A built-in SVG as the API describes one without raster copies: its size, no variants. (For an
 * SVG with `-480w.avif`-style copies beside it in backend/public the API lists them as variants;
 * the mocks leave them out so the tests read the SVG alone.)
 */
export function svgImage(url: string, width: number, height: number): ResponsiveImage {
  return { __typename: 'ResponsiveImage', url, width, height, variants: [] };
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
