import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { ResponsiveImage } from '../media/index.js';
import { RecordResolver } from '../records/index.js';
import type { MediaScope } from '../media/index.js';
import { VideoInput } from './dto/video.input.js';
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

/** The videos of /videos: the record resource's operations, and a video's tab and thumbnail. */
@Resolver(() => Video)
export class VideoResolver extends RecordResolver({
  type: Video,
  name: 'Video',
  input: VideoInput,
  id: 'Id of the video.',
  service: VideoService,
  list: {
    description:
      'Videos by tab and position; with `category` (e.g. "Product Features") only that tab.',
    filter: { name: 'category', type: () => String, nullable: true, description: 'Tab name.' },
  },
  one: 'One video (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: VideoConnection,
    description:
      "One tab's videos in their order (admin only), searched in titles and descriptions; NOT_FOUND when the tab does not exist.",
    filter: {
      name: 'categoryId',
      type: () => ID,
      description: 'The tab, whose order moves work in.',
    },
  },
  create: {
    payload: CreateVideoPayload,
    description: 'Adds a video, last of its tab on the site (admin only).',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateVideoPayload,
    description:
      "Saves a video's fields (admin only); another tab puts it last there. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreVideoVersionPayload,
    description:
      "Brings back an earlier version of a video's fields as a new version (admin only), checked as a save is: a thumbnail or a tab deleted since is refused with the field's message. It keeps its place (a version of another tab puts it last there, as a save does). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    id: 'Id of the record.',
    version: 'The version to bring back, from its version history.',
  },
  move: {
    payload: MoveVideoPayload,
    description:
      'Moves a video to another place within its tab (admin only), the others closing up around it; the videos page follows at once.',
    position: 'Its new place in its tab, 1 for the first.',
  },
  delete: {
    payload: DeleteVideoPayload,
    description: 'Deletes a video (admin only). Its versions stay in the history.',
  },
}) {
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
