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
  UseMiddleware,
} from 'type-graphql';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { VideoCategoryInput } from './dto/video-category.input.js';
import { VideoCategory } from './video-category.entity.js';
import { VideoCategoryService } from './video-category.service.js';
import { Video } from './video.entity.js';
import {
  CreateVideoCategoryPayload,
  DeleteVideoCategoryPayload,
  MoveVideoCategoryPayload,
  RenameVideoCategoryPayload,
} from './video.types.js';

const CATEGORY_ID = { description: 'Id of the tab.' };

@Resolver(() => VideoCategory)
export class VideoCategoryResolver {
  @Authorized('content')
  @Query(() => [VideoCategory], {
    description:
      'The tabs of /videos in their order, with how many videos each holds (admin only).',
  })
  adminVideoCategories(@Ctx() { em }: RequestScope): Promise<VideoCategory[]> {
    return new VideoCategoryService(em).list();
  }

  @Authorized('content')
  @Mutation(() => CreateVideoCategoryPayload, {
    nullable: true,
    description:
      'Adds a tab, last on the videos page (admin only); names are unique, whatever their case.',
  })
  @UseMiddleware(ReturnUserErrors)
  async createVideoCategory(
    @Ctx() scope: RequestScope,
    @Arg('input', () => VideoCategoryInput, { description: 'Its name.' })
    input: VideoCategoryInput,
  ): Promise<CreateVideoCategoryPayload> {
    const videoCategory = await new VideoCategoryService(scope.em).create(input, actorOf(scope));
    return { videoCategory, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RenameVideoCategoryPayload, {
    nullable: true,
    description:
      'Renames a tab (admin only); its videos stay in it. `videos(category:)` takes the new name from then on.',
  })
  @UseMiddleware(ReturnUserErrors)
  async renameVideoCategory(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, CATEGORY_ID) id: string,
    @Arg('input', () => VideoCategoryInput, { description: 'Its new name.' })
    input: VideoCategoryInput,
  ): Promise<RenameVideoCategoryPayload> {
    const videoCategory = await new VideoCategoryService(scope.em).rename(
      id,
      input,
      actorOf(scope),
    );
    return { videoCategory, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => MoveVideoCategoryPayload, {
    nullable: true,
    description:
      'Moves a tab to another place on the videos page (admin only), the others closing up around it.',
  })
  @UseMiddleware(ReturnUserErrors)
  async moveVideoCategory(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, CATEGORY_ID) id: string,
    @Arg('position', () => Int, { description: 'Its new place, 1 for the first tab.' })
    position: number,
  ): Promise<MoveVideoCategoryPayload> {
    const videoCategory = await new VideoCategoryService(scope.em).move(
      id,
      position,
      actorOf(scope),
    );
    return { videoCategory, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteVideoCategoryPayload, {
    nullable: true,
    description:
      'Deletes an empty tab (admin only). A tab that still holds videos is refused with a user error saying how many, e.g. "This category holds 3 videos: move or delete them first": the office moves them to another tab or deletes them first, so deleting a tab never takes videos with it. (Chosen over a confirmed delete of the videos: a video deleted by mistake loses its place and is only brought back by hand.)',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteVideoCategory(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, CATEGORY_ID) id: string,
  ): Promise<DeleteVideoCategoryPayload> {
    const deletedId = await new VideoCategoryService(scope.em).remove(id, actorOf(scope));
    return { deletedId, userErrors: [] };
  }

  @FieldResolver(() => [Video], { description: 'Videos of the tab, in display order.' })
  videos(@Root() category: VideoCategory): Video[] {
    return category.videos.getItems();
  }

  @FieldResolver(() => Int, { description: 'How many videos the tab holds.' })
  videoCount(
    @Root() category: VideoCategory,
    @Ctx() { em }: RequestScope,
  ): number | Promise<number> {
    if (category.videoCount != null) return category.videoCount;
    if (category.videos.isInitialized()) return category.videos.length;
    return em.count(Video, { category: category.id });
  }
}
