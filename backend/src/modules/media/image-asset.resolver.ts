import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { IMAGE_CATEGORIES, ImageAsset } from './image-asset.entity.js';
import { ImageAssetService } from './image-asset.service.js';

@Resolver(() => ImageAsset)
export class ImageAssetResolver {
  @Query(() => [ImageAsset], {
    description:
      'Images of the image manager, optionally of one category. Public: they are the images the site shows.',
  })
  imageAssets(
    @Ctx() { em }: GraphQLContext,
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
}
