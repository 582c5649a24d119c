import { Field, ID, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { ImageAsset } from './image-asset.entity.js';

@ObjectType({
  description: 'Answer to `updateImageAsset`: the saved image, or the problems with its metadata.',
})
export class UpdateImageAssetPayload extends MutationPayload {
  @Field(() => ImageAsset, {
    nullable: true,
    description: 'The image as stored now; null when `userErrors` is not empty.',
  })
  imageAsset!: ImageAsset | null;
}

@ObjectType({ description: 'Answer to `deleteImageAsset`: the id of the deleted image.' })
export class DeleteImageAssetPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the image that was deleted; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
