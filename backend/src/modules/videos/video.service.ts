import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail } from '../../common/editing.js';
import { InvalidInputError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { pickFields, type Snapshot } from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { THUMBNAIL_NOT_FOUND, VideoInput } from './dto/video.input.js';
import { VideoCategory } from './video-category.entity.js';
import { externalVideoId, VIDEO_URL_MESSAGE } from './video-url.js';
import { Video } from './video.entity.js';
import { VideoRepository } from './video.repository.js';

export const CATEGORY_GONE = 'Category does not exist (it may have been deleted)';
/** The kind of record of videos' versions and audit rows. */
export const VIDEO_RECORD = 'video';

/** The stored fields of a video, as its versions keep them (its place is not one). */
export function videoSnapshot(video: Video): Snapshot {
  return {
    title: video.title,
    description: video.description,
    url: video.url,
    thumbnailUrl: video.thumbnailUrl,
    isAvailable: video.isAvailable,
    categoryId: video.category.id,
  };
}

/**
 * The input as stored fields: the thumbnail must be an image the site has and the tab must exist
 * (both named when both fail); the video site's id is taken from the link.
 */
async function fields(em: EntityManager, input: VideoInput) {
  const thumbnailUrl = input.thumbnailUrl.trim();
  const categoryId = parseId(input.categoryId);
  const category = categoryId ? await em.findOne(VideoCategory, { id: categoryId }) : null;
  const problems: Record<string, string> = {};
  if (!(await isSiteImage(em, thumbnailUrl))) problems.thumbnailUrl = THUMBNAIL_NOT_FOUND;
  if (!category) problems.categoryId = CATEGORY_GONE;
  const url = input.url.trim();
  const videoId = externalVideoId(url);
  if (!videoId) problems.url = VIDEO_URL_MESSAGE;
  const first = Object.values(problems)[0];
  if (first || !category || !videoId) throw new InvalidInputError(first ?? CATEGORY_GONE, problems);
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    url,
    videoId,
    thumbnailUrl,
    isAvailable: input.isAvailable,
    category,
  };
}

/**
 * A video, in the order of its tab: one moved to another tab goes last there. A version brought
 * back is its input as it was (the tab by its id), so a tab deleted since is refused as a save is.
 * The admin list is one tab's (NOT_FOUND when the tab is gone), searched in titles and
 * descriptions.
 */
export const VIDEOS: RecordKind<Video, VideoInput, object, string> = {
  entity: Video,
  recordType: VIDEO_RECORD,
  label: 'title',
  fields,
  snapshot: videoSnapshot,
  versions: {
    input: VideoInput,
    inputOf: (snapshot) => ({
      ...pickFields(snapshot, ['title', 'description', 'url', 'thumbnailUrl', 'isAvailable']),
      categoryId: String(snapshot.categoryId),
    }),
  },
  order: { scope: ({ category }) => ({ category: category.id }) },
  search: {
    in: ['title', 'description'],
    where: async (categoryId, em) => ({
      category: (await findOrFail(em, VideoCategory, categoryId, CATEGORY_GONE)).id,
    }),
  },
};

/** The videos of /videos by tab, and the office's editing of them (RecordService). */
export class VideoService extends RecordService<Video, VideoInput, object, string> {
  constructor(em: EntityManager) {
    super(em, VIDEOS);
  }

  /** Videos by tab then position, with their category loaded (one query). */
  override list(category?: string | null): Promise<Video[]> {
    return new VideoRepository(this.em).inOrder(category);
  }
}
