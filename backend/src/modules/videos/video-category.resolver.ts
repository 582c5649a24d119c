import type { EntityManager } from '@mikro-orm/postgresql';
import { Authorized, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Em, RecordResolver } from '../records/index.js';
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

/**
 * The tabs of /videos: the record resource's operations (a rename for a save, no versions), the
 * admin's list of tabs with their counts, and a tab's videos.
 */
@Resolver(() => VideoCategory)
export class VideoCategoryResolver extends RecordResolver({
  type: VideoCategory,
  name: 'VideoCategory',
  plural: 'VideoCategories',
  input: VideoCategoryInput,
  id: 'Id of the tab.',
  service: VideoCategoryService,
  list: {
    description:
      'The tabs of /videos in their order ("Product Features", "Product Information", "Customer Testimonials" to begin with) with their videos.',
  },
  create: {
    payload: CreateVideoCategoryPayload,
    description:
      'Adds a tab, last on the videos page (admin only); names are unique, whatever their case.',
    input: 'Its name.',
  },
  update: {
    name: 'renameVideoCategory',
    unversioned: true,
    payload: RenameVideoCategoryPayload,
    description:
      'Renames a tab (admin only); its videos stay in it. `videos(category:)` takes the new name from then on.',
    input: 'Its new name.',
  },
  move: {
    payload: MoveVideoCategoryPayload,
    description:
      'Moves a tab to another place on the videos page (admin only), the others closing up around it.',
    position: 'Its new place, 1 for the first tab.',
  },
  delete: {
    payload: DeleteVideoCategoryPayload,
    description:
      'Deletes an empty tab (admin only). A tab that still holds videos is refused with a user error saying how many, e.g. "This category holds 3 videos: move or delete them first": the office moves them to another tab or deletes them first, so deleting a tab never takes videos with it. (Chosen over a confirmed delete of the videos: a video deleted by mistake loses its place and is only brought back by hand.)',
  },
}) {
  @Authorized('content')
  @Query(() => [VideoCategory], {
    description:
      'The tabs of /videos in their order, with how many videos each holds (admin only).',
  })
  adminVideoCategories(@Em() em: EntityManager): Promise<VideoCategory[]> {
    return new VideoCategoryService(em).withCounts();
  }

  @FieldResolver(() => [Video], { description: 'Videos of the tab, in display order.' })
  videos(@Root() category: VideoCategory): Video[] {
    return category.videos.getItems();
  }

  @FieldResolver(() => Int, { description: 'How many videos the tab holds.' })
  videoCount(@Root() category: VideoCategory, @Em() em: EntityManager): number | Promise<number> {
    if (category.videoCount != null) return category.videoCount;
    if (category.videos.isInitialized()) return category.videos.length;
    return em.count(Video, { category: category.id });
  }
}
