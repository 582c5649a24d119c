export { CARD_IMAGE_SIZES, FallbackImage } from './FallbackImage';
export type {
  FallbackImageProps,
  ImageFormat,
  ImageVariant,
  ResponsiveImage,
} from './FallbackImage';
