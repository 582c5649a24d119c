import type { ResponsiveImageFieldsFragment } from '../graphql/generated/graphql';

/** A built-in SVG as the API describes it: the size written in its file, no variants. */
export function svgImage(
  url: string,
  width: number,
  height: number,
): ResponsiveImageFieldsFragment {
  return { __typename: 'ResponsiveImage', url, width, height, variants: [] };
}

/** An uploaded photo as the API describes it: its size and AVIF/WebP copies at 480 and 960 px. */
export function uploadedImage(
  stem: string,
  width: number,
  height: number,
): ResponsiveImageFieldsFragment {
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
