import type { AppModule } from '../../common/app-module.js';
import { ImageAsset } from './image-asset.entity.js';
import { ImageAssetResolver } from './image-asset.resolver.js';
import { ImageAssetSeeder } from './image-asset.seeder.js';

export { BUILTIN_URL_PREFIX, builtinImage, builtinImageSize } from './builtin-images.js';
export { IMAGE_ASSET_LIMITS, ImageAssetInput } from './dto/image-asset.input.js';
export { IMAGE_CATEGORIES, ImageAsset, ImageCategory } from './image-asset.entity.js';
export {
  IMAGE_FILE_REQUIRED,
  IMAGE_NOT_FOUND,
  ImageAssetService,
  UNREADABLE_IMAGE,
  UNSUPPORTED_IMAGE,
} from './image-asset.service.js';
export { ImageStorage, UPLOADS_URL_PREFIX } from './image-storage.js';
export { mediaLoaders, type MediaLoaders, type MediaScope } from './media-scope.js';
export { LocalDriver } from './drivers/local.driver.js';
export { S3Driver } from './drivers/s3.driver.js';
export { copyFiles, storageDriver, type CopyReport } from './storage-driver.js';
export {
  contentTypeOf,
  readAll,
  type ByteRange,
  type FileBody,
  type OpenedFile,
  type StorageDriver,
  type StoredFile,
} from './storage.types.js';
export { ImageFormat, ImageVariant, ResponsiveImage } from './responsive-image.js';
export {
  renderSharingImage,
  SHARING_BACKGROUND,
  SHARING_IMAGE,
  SharingImages,
} from './sharing-image.js';
export { isSiteImage } from './site-image.js';
export { svgSize, type ImageSize } from './svg-size.js';
export { parseVariantFileName, variantFileName, type VariantExtension } from './variant-names.js';

/** Images: the built-in pictures, uploads with their AVIF/WebP sizes, the image manager. */
export const mediaModule: AppModule = {
  name: 'media',
  entities: [ImageAsset],
  publicEntities: [ImageAsset],
  seeders: [ImageAssetSeeder],
  resolvers: [ImageAssetResolver],
};
