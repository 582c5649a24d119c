import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { ImageAsset } from './image-asset.entity.js';

@ObjectType({
  description:
    'A page of the image manager, in its order: the built-in images first, then uploads, oldest first.',
})
export class ImageAssetConnection extends ConnectionType(ImageAsset, {
  name: 'ImageAsset',
  noun: 'image',
}) {}
