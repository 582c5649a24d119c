import { BROKEN_IMAGE_URL, mockImage } from '../test/mockImages';
import { SITE_IMAGE_SIZES } from '../test/siteImages';
import type { ResponsiveImage } from './FallbackImage';

/** A built-in illustration (the site's own): an SVG with its size and no variants (vectors scale). */
export const svgImageMock: ResponsiveImage = {
  url: '/images/fields/canola-bloom.svg',
  ...SITE_IMAGE_SIZES.scene,
  variants: [],
};

/** An uploaded 2000 × 1500 photo with AVIF and WebP copies at 480, 960 and 1600 px. */
export const photoImageMock: ResponsiveImage = {
  url: mockImage('Original JPEG', '#9dbb84', 2000, 1500),
  width: 2000,
  height: 1500,
  // Listed out of order on purpose: the srcset is sorted by width.
  variants: [1600, 480, 960].flatMap((width) => [
    { url: mockImage(`AVIF ${width}w`, '#b7cfa3', width, width * 0.75), format: 'AVIF', width },
    { url: mockImage(`WebP ${width}w`, '#c9b98f', width, width * 0.75), format: 'WEBP', width },
  ]),
};

/** An upload whose file is gone: the placeholder takes the box the image announced. */
export const brokenPhotoMock: ResponsiveImage = {
  ...photoImageMock,
  url: BROKEN_IMAGE_URL,
  variants: photoImageMock.variants!.map((variant) => ({ ...variant, url: BROKEN_IMAGE_URL })),
};

/** The product page's slot: 40% of a wide screen, the full width of a phone. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 900px) 40vw, 100vw';
