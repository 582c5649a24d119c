import {
  Arg,
  Args,
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
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { RestoreVersionArgs } from '../history/index.js';
import { ResponsiveImage, type MediaScope } from '../media/index.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { VideoInput } from './dto/video.input.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { VideoService } from './video.service.js';
import {
  CreateVideoPayload,
  DeleteVideoPayload,
  MoveVideoPayload,
  RestoreVideoVersionPayload,
  UpdateVideoPayload,
  VideoConnection,
} from './video.types.js';

const VIDEO_ID = { description: 'Id of the video.' };
const EXPECTED_VERSION = { description: 'The `version` the editor started from.' };

@Resolver(() => Video)
export class VideoResolver {
  @Query(() => [Video], {
    description:
      'Videos by tab and position; with `category` (e.g. "Product Features") only that tab.',
  })
  videos(
    @Ctx() { em }: RequestScope,
    @Arg('category', () => String, { nullable: true, description: 'Tab name.' })
    category?: string | null,
  ): Promise<Video[]> {
    return new VideoService(em).list(category);
  }

  @Query(() => [VideoCategory], {
    description:
      'The tabs of /videos in their order ("Product Features", "Product Information", "Customer Testimonials" to begin with) with their videos.',
  })
  videoCategories(@Ctx() { em }: RequestScope): Promise<VideoCategory[]> {
    return new VideoService(em).categories();
  }

  @Authorized('content')
  @Query(() => VideoConnection, {
    description:
      "One tab's videos in their order (admin only), searched in titles and descriptions; NOT_FOUND when the tab does not exist.",
  })
  adminVideos(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('categoryId', () => ID, { description: 'The tab, whose order moves work in.' })
    categoryId: string,
    @Arg('search', () => String, { nullable: true, description: 'Words to look for.' })
    search: string | null,
  ): Promise<VideoConnection> {
    return new VideoService(em).adminPage(categoryId, search, page);
  }

  @Authorized('content')
  @Query(() => Video, {
    nullable: true,
    description: 'One video (admin only); NOT_FOUND when it does not exist.',
  })
  adminVideo(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, VIDEO_ID) id: string,
  ): Promise<Video> {
    return new VideoService(em).find(id);
  }

  @Authorized('content')
  @Mutation(() => CreateVideoPayload, {
    nullable: true,
    description: 'Adds a video, last of its tab on the site (admin only).',
  })
  @UseMiddleware(ReturnUserErrors)
  async createVideo(
    @Ctx() scope: RequestScope,
    @Arg('input', () => VideoInput, { description: 'Its fields.' }) input: VideoInput,
  ): Promise<CreateVideoPayload> {
    const video = await new VideoService(scope.em).create(input, actorOf(scope));
    return { video, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => UpdateVideoPayload, {
    nullable: true,
    description:
      "Saves a video's fields (admin only); another tab puts it last there. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async updateVideo(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, VIDEO_ID) id: string,
    @Arg('expectedVersion', () => Int, EXPECTED_VERSION) expectedVersion: number,
    @Arg('input', () => VideoInput, { description: 'Its new fields.' }) input: VideoInput,
  ): Promise<UpdateVideoPayload> {
    const video = await new VideoService(scope.em).update(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { video, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreVideoVersionPayload, {
    nullable: true,
    description:
      "Brings back an earlier version of a video's fields as a new version (admin only), checked as a save is: a thumbnail or a tab deleted since is refused with the field's message. It keeps its place (a version of another tab puts it last there, as a save does). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreVideoVersion(
    @Ctx() scope: RequestScope,
    @Args(() => RestoreVersionArgs) { id, expectedVersion, version }: RestoreVersionArgs,
  ): Promise<RestoreVideoVersionPayload> {
    const video = await new VideoService(scope.em).restore(
      id,
      expectedVersion,
      version,
      actorOf(scope),
    );
    return { video, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => MoveVideoPayload, {
    nullable: true,
    description:
      'Moves a video to another place within its tab (admin only), the others closing up around it; the videos page follows at once.',
  })
  @UseMiddleware(ReturnUserErrors)
  async moveVideo(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, VIDEO_ID) id: string,
    @Arg('position', () => Int, { description: 'Its new place in its tab, 1 for the first.' })
    position: number,
  ): Promise<MoveVideoPayload> {
    const video = await new VideoService(scope.em).move(id, position, actorOf(scope));
    return { video, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteVideoPayload, {
    nullable: true,
    description: 'Deletes a video (admin only). Its versions stay in the history.',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteVideo(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, VIDEO_ID) id: string,
  ): Promise<DeleteVideoPayload> {
    const deletedId = await new VideoService(scope.em).remove(id, actorOf(scope));
    return { deletedId, userErrors: [] };
  }

  @FieldResolver(() => String, { description: 'Name of the tab the video is in.' })
  async category(@Root() video: Video): Promise<string> {
    // Loaded with the public lists; an admin page or a mutation loads it here (identity map).
    return (await video.category.loadOrFail()).name;
  }

  @FieldResolver(() => ID, { description: 'Id of the tab the video is in.' })
  categoryId(@Root() video: Video): number {
    return video.category.id;
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description:
      'The thumbnail with its intrinsic size and variants; null without one (the site shows the tote).',
  })
  thumbnail(@Root() video: Video, @Ctx() { loaders }: MediaScope) {
    return video.thumbnailUrl ? loaders.imageByUrl.load(video.thumbnailUrl) : null;
  }
}
