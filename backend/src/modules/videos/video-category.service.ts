import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import { lockOrder } from '../../common/reorder.js';
import { literalPattern } from '../../common/search.js';
import { oneList, RecordService, type RecordKind } from '../records/index.js';
import type { VideoCategoryInput } from './dto/video-category.input.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { VideoRepository } from './video.repository.js';

/** The kind of record of the tabs' audit rows (a tab keeps no versions: a name is all it has). */
export const VIDEO_CATEGORY_RECORD = 'video-category';
export const CATEGORY_NAME_TAKEN = 'Another category already has this name';

/** Why a tab that still holds videos is not deleted: "This category holds 3 videos: …". */
export function categoryNotEmpty(count: number): string {
  return count === 1
    ? 'This category holds 1 video: move or delete it first'
    : `This category holds ${count} videos: move or delete them first`;
}

/** `raw` trimmed, unless another tab (other than `self`) has that name, whatever its case. */
async function freeName(em: EntityManager, raw: string, self?: number): Promise<string> {
  const name = raw.trim();
  const taken = await em.count(VideoCategory, {
    name: { $ilike: literalPattern(name) },
    ...(self === undefined ? {} : { id: { $ne: self } }),
  });
  if (taken > 0) throw new InvalidInputError(CATEGORY_NAME_TAKEN, { name: CATEGORY_NAME_TAKEN });
  return name;
}

/**
 * A tab of /videos, in the tabs' order; audited by name, without versions. A tab that holds videos
 * is not deleted (categoryNotEmpty): the office moves or deletes them first, so no video ever
 * goes with a tab unasked. The videos' table is locked too, so a video added to the tab meanwhile
 * is counted (and the foreign key refuses what slips past).
 */
export const VIDEO_CATEGORIES: RecordKind<VideoCategory, VideoCategoryInput> = {
  entity: VideoCategory,
  recordType: VIDEO_CATEGORY_RECORD,
  label: 'name',
  fields: async (em, input, category) => ({ name: await freeName(em, input.name, category?.id) }),
  snapshot: ['name'],
  order: oneList(),
  changeNote: (before) => `renamed from “${before.name}”`,
  async removing(em, category) {
    await lockOrder(em, Video);
    const videos = await em.count(Video, { category: category.id });
    if (videos > 0) throw new InvalidInputError(categoryNotEmpty(videos));
    return {};
  },
};

/** The tabs of /videos and the office's editing of them: create, rename, move, delete. */
export class VideoCategoryService extends RecordService<VideoCategory, VideoCategoryInput> {
  constructor(em: EntityManager) {
    super(em, VIDEO_CATEGORIES);
  }

  /** The tabs in their order with their videos loaded (the videos page). */
  override list(): Promise<VideoCategory[]> {
    return new VideoRepository(this.em).categoriesWithVideos();
  }

  /** The tabs in their order, each with its number of videos (the admin's tabs). */
  withCounts(): Promise<VideoCategory[]> {
    return new VideoRepository(this.em).categoriesWithCounts();
  }
}
