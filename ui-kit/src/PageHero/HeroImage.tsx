import { FallbackImage, type ResponsiveImage } from '../FallbackImage/FallbackImage';

/** `sizes` of a hero image: it is always as wide as the window. */
export const HERO_IMAGE_SIZES = '100vw';

export interface HeroImageProps {
  /** The illustration, with its size and AVIF/WebP copies. */
  image: ResponsiveImage;
}

/**
 * A PageHero's illustration (its `media`). Decorative (the h1 says what the page is about), and
 * the page's main image: fetched at once with high priority. Preload it in the page's head with
 * `imagePreload(image, HERO_IMAGE_SIZES)`.
 */
export function HeroImage({ image }: HeroImageProps) {
  return <FallbackImage image={image} alt="" sizes={HERO_IMAGE_SIZES} priority />;
}
