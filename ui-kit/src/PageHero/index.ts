export { HERO_IMAGE_SIZES, HeroImage } from './HeroImage';
export type { HeroImageProps } from './HeroImage';
export { PageHero } from './PageHero';
export type { PageHeroProps } from './PageHero';
