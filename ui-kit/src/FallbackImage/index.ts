export {
  CARD_IMAGE_SIZES,
  FallbackImage,
  imagePreload,
  PHONE_ROW_CARD_IMAGE_SIZES,
  showImageFallback,
} from './FallbackImage';
export type {
  FallbackImageProps,
  ImageFormat,
  ImagePreload,
  ImageVariant,
  ResponsiveImage,
} from './FallbackImage';
