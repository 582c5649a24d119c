import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import type { MediaScope } from './media-scope.js';
import { ImageAssetInput } from './dto/image-asset.input.js';
import { IMAGE_CATEGORIES, ImageAsset, ImageCategory } from './image-asset.entity.js';
import { ImageAssetConnection } from './image-asset.connection.js';
import { ImageAssetService } from './image-asset.service.js';
import { DeleteImageAssetPayload, UpdateImageAssetPayload } from './image-asset.types.js';
import { ImageVariant } from './responsive-image.js';

@Resolver(() => ImageAsset)
export class ImageAssetResolver {
  @Query(() => ImageAssetConnection, {
    description:
      'Images of the image manager, optionally of one category, a page at a time: the 13 built-in ones first, then uploads. Public: they are the images the site shows.',
  })
  imageAssets(
    @Ctx() { em }: RequestScope,
    @Arg('category', () => ImageCategory, { nullable: true, description: 'Only this category.' })
    category: ImageCategory | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ImageAssetConnection> {
    return new ImageAssetService(em).page(category, page);
  }

  @Query(() => [ImageCategory], { description: 'The image categories, in display order.' })
  imageCategories(): ImageCategory[] {
    return [...IMAGE_CATEGORIES];
  }

  @Authorized('content')
  @PayloadMutation(
    () => UpdateImageAssetPayload,
    'Saves the name, category, description and tags of an image (admin only). Problems with the metadata are `userErrors` (nothing saved); an unknown id is the GraphQL error NOT_FOUND. Upload new images with POST /api/admin/images.',
  )
  async updateImageAsset(
    @Ctx() scope: MediaScope,
    @Arg('id', () => ID, { description: 'Id of the image to change.' }) id: string,
    @Arg('input', () => ImageAssetInput, { description: 'Its new metadata; replaces the old.' })
    input: ImageAssetInput,
  ): Promise<UpdateImageAssetPayload> {
    const service = new ImageAssetService(scope.em, scope.imageStorage);
    const imageAsset = await service.update(id, input, actorOf(scope));
    return { imageAsset, userErrors: [] };
  }

  @Authorized('content')
  @PayloadMutation(
    () => DeleteImageAssetPayload,
    'Deletes an image (admin only) and answers its id: an uploaded one with its file, a built-in one (committed in the repository) by its row only. An unknown id is the GraphQL error NOT_FOUND.',
  )
  async deleteImageAsset(
    @Ctx() scope: MediaScope,
    @Arg('id', () => ID, { description: 'Id of the image to delete.' }) id: string,
  ): Promise<DeleteImageAssetPayload> {
    const service = new ImageAssetService(scope.em, scope.imageStorage);
    const deletedId = await service.remove(id, actorOf(scope));
    return { deletedId, userErrors: [] };
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
