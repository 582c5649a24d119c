import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { ImageAssetInput } from './dto/image-asset.input.js';
import { IMAGE_CATEGORIES, ImageAsset } from './image-asset.entity.js';
import { ImageAssetService } from './image-asset.service.js';
import { ImageVariant } from './responsive-image.js';

@Resolver(() => ImageAsset)
export class ImageAssetResolver {
  @Query(() => [ImageAsset], {
    description:
      'Images of the image manager, optionally of one category: the 13 built-in ones first, then uploads. Public: they are the images the site shows.',
  })
  imageAssets(
    @Ctx() { em }: RequestScope,
    @Arg('category', () => String, {
      nullable: true,
      description: 'Field, Product, Consultation, Technology, Team or Other.',
    })
    category?: string | null,
  ): Promise<ImageAsset[]> {
    return new ImageAssetService(em).list(category);
  }

  @Query(() => [String], { description: 'The image categories, in display order.' })
  imageCategories(): string[] {
    return [...IMAGE_CATEGORIES];
  }

  @Authorized('admin')
  @Mutation(() => ImageAsset, {
    description:
      'Saves the name, category, description and tags of an image (admin only). Upload new images with POST /api/admin/images.',
  })
  updateImageAsset(
    @Ctx() { em, imageStorage }: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ImageAssetInput) input: ImageAssetInput,
  ): Promise<ImageAsset> {
    return new ImageAssetService(em, imageStorage).update(id, input);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, {
    description:
      'Deletes an image (admin only): an uploaded one with its file, a built-in one (committed in the repository) by its row only.',
  })
  deleteImageAsset(
    @Ctx() { em, imageStorage }: RequestScope,
    @Arg('id', () => ID) id: string,
  ): Promise<boolean> {
    return new ImageAssetService(em, imageStorage).remove(id);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Intrinsic width in pixels (measured at upload, or read from the built-in SVG); null for an upload made before sizes were measured.',
  })
  async width(@Root() asset: ImageAsset, @Ctx() { em }: RequestScope): Promise<number | null> {
    return (await new ImageAssetService(em).sizeOf(asset))?.width ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Intrinsic height in pixels.' })
  async height(@Root() asset: ImageAsset, @Ctx() { em }: RequestScope): Promise<number | null> {
    return (await new ImageAssetService(em).sizeOf(asset))?.height ?? null;
  }

  @FieldResolver(() => [ImageVariant], {
    description:
      'AVIF and WebP copies at a few widths, narrowest first: of an upload, made when it was uploaded (deleted with it); of a built-in illustration, the raster copies shipped beside its SVG. Empty for GIFs and for built-in SVGs without copies (the fallbacks).',
  })
  variants(@Root() asset: ImageAsset, @Ctx() { em }: RequestScope): Promise<ImageVariant[]> {
    return new ImageAssetService(em).variantsOf(asset);
  }
}
