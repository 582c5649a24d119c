export { CARD_IMAGE_SIZES, FallbackImage, imagePreload } from './FallbackImage';
export type {
  FallbackImageProps,
  ImageFormat,
  ImagePreload,
  ImageVariant,
  ResponsiveImage,
} from './FallbackImage';
