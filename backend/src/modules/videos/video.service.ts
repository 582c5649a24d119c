import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail, lockForEdit } from '../../common/editing.js';
import { InvalidInputError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { lockOrder, moveInOrder, renumber } from '../../common/reorder.js';
import {
  AuditAction,
  EDIT,
  HistoryService,
  pickFields,
  type Actor,
  type Restorable,
  type SaveKind,
  type Snapshot,
} from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { THUMBNAIL_NOT_FOUND, VideoInput } from './dto/video.input.js';
import { VideoCategory } from './video-category.entity.js';
import { externalVideoId, VIDEO_URL_MESSAGE } from './video-url.js';
import { Video } from './video.entity.js';
import { VideoRepository } from './video.repository.js';

export const VIDEO_NOT_FOUND = 'Video not found';
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

/** A version of a video brought back: its snapshot is its input as it was (the tab by its id). */
const VIDEO_HISTORY: Restorable<VideoInput> = {
  recordType: VIDEO_RECORD,
  input: VideoInput,
  inputOf: (snapshot) => ({
    ...pickFields(snapshot, ['title', 'description', 'url', 'thumbnailUrl', 'isAvailable']),
    categoryId: String(snapshot.categoryId),
  }),
};

/** The videos of /videos by tab, and the office's editing of them. */
export class VideoService {
  constructor(private readonly em: EntityManager) {}

  /** Videos by tab then position, with their category loaded (one query). */
  list(category?: string | null): Promise<Video[]> {
    return new VideoRepository(this.em).inOrder(category);
  }

  /** The tabs with their videos loaded. */
  categories(): Promise<VideoCategory[]> {
    return new VideoRepository(this.em).categoriesWithVideos();
  }

  count(): Promise<number> {
    return this.em.count(Video);
  }

  // --- Admin ---------------------------------------------------------------------------------

  find(rawId: unknown): Promise<Video> {
    return findOrFail(this.em, Video, rawId, VIDEO_NOT_FOUND);
  }

  /** One tab's videos in their order, searched on the server, a page at a time. */
  async adminPage(
    rawCategoryId: unknown,
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<Video>> {
    const category = await findOrFail(this.em, VideoCategory, rawCategoryId, CATEGORY_GONE);
    return new VideoRepository(this.em).adminPage(category.id, search, request);
  }

  /** A new video, last of its tab; its first version and audit row are kept with it. */
  create(input: VideoInput, actor: Actor): Promise<Video> {
    return this.em.transactional(async (em) => {
      // Locked first: a tab deleted meanwhile is then seen as gone (video-category.service).
      await lockOrder(em, Video);
      const data = await fields(em, input);
      const video = em.create(Video, {
        ...data,
        sortOrder: await em.count(Video, { category: data.category }),
      });
      await em.flush();
      await keepVersion(em, video, actor, AuditAction.CREATE);
      return video;
    });
  }

  /**
   * Saves an editor's fields over the version they started from (EditConflictError if newer). A
   * video moved to another tab goes last in it, and its old tab closes up.
   */
  update(
    rawId: unknown,
    expectedVersion: number,
    input: VideoInput,
    actor: Actor,
    how: SaveKind = EDIT,
  ): Promise<Video> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, Video);
      const data = await fields(em, input);
      const video = await lockForEdit(em, Video, rawId, expectedVersion, VIDEO_NOT_FOUND);
      const oldCategory = video.category.id;
      const moved = oldCategory !== data.category.id;
      // Counted before the change: a query flushes pending changes first (FlushMode.AUTO).
      const lastInNewCategory = moved ? await em.count(Video, { category: data.category }) : 0;
      em.assign(video, { ...data, sortOrder: moved ? lastInNewCategory : video.sortOrder });
      await em.flush();
      if (moved) await renumber(em, Video, { category: oldCategory });
      await keepVersion(em, video, actor, how.action, how.note);
      return video;
    });
  }

  /**
   * Brings back version `version` of a video as a new version (HistoryService.restore): checked by
   * the input's rules and saved through `update`, so a value no longer valid (a thumbnail since
   * deleted, a tab that is gone) is refused with the same message as a save.
   */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<Video> {
    const { id } = await this.find(rawId);
    return new HistoryService(this.em).restore(VIDEO_HISTORY, id, version, (input, how) =>
      this.update(id, expectedVersion, input, actor, how),
    );
  }

  /** Deletes a video; the others of its tab move up. Its versions stay in the history. */
  remove(rawId: unknown, actor: Actor): Promise<number> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, Video);
      const video = await findOrFail(em, Video, rawId, VIDEO_NOT_FOUND);
      const { id, title } = video;
      const category = video.category.id;
      em.remove(video);
      new HistoryService(em).audit(VIDEO_RECORD, id, title, [], actor, AuditAction.DELETE);
      await em.flush();
      await renumber(em, Video, { category });
      return id;
    });
  }

  /** Moves a video to `position` (1 = first) within its tab, race-free (common/reorder). */
  move(rawId: unknown, position: number, actor: Actor): Promise<Video> {
    return this.em.transactional(async (em) => {
      const video = await findOrFail(em, Video, rawId, VIDEO_NOT_FOUND);
      const { from, to } = await moveInOrder(
        em,
        Video,
        { category: video.category.id },
        video.id,
        position,
      );
      new HistoryService(em).audit(
        VIDEO_RECORD,
        video.id,
        video.title,
        ['sortOrder'],
        actor,
        AuditAction.MOVE,
        `position ${from} → ${to}`,
      );
      await em.flush();
      return em.findOneOrFail(Video, { id: video.id }, { refresh: true });
    });
  }
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

async function keepVersion(
  em: EntityManager,
  video: Video,
  actor: Actor,
  action: AuditAction,
  note = '',
): Promise<void> {
  await new HistoryService(em).recordSave(
    VIDEO_RECORD,
    { id: video.id, version: video.version, label: video.title },
    videoSnapshot(video),
    actor,
    action,
    note,
  );
}
