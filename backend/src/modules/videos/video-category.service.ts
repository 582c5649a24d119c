import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail } from '../../common/editing.js';
import { InvalidInputError } from '../../common/errors.js';
import { lockOrder, moveInOrder, renumber } from '../../common/reorder.js';
import { literalPattern } from '../../common/search.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import type { VideoCategoryInput } from './dto/video-category.input.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { VideoRepository } from './video.repository.js';

export const VIDEO_CATEGORY_NOT_FOUND = 'Video category not found';
/** The kind of record of the tabs' audit rows (a tab keeps no versions: a name is all it has). */
export const VIDEO_CATEGORY_RECORD = 'video-category';
export const CATEGORY_NAME_TAKEN = 'Another category already has this name';

/** Why a tab that still holds videos is not deleted: "This category holds 3 videos: …". */
export function categoryNotEmpty(count: number): string {
  return count === 1
    ? 'This category holds 1 video: move or delete it first'
    : `This category holds ${count} videos: move or delete them first`;
}

/** The tabs of /videos and the office's editing of them: create, rename, move, delete. */
export class VideoCategoryService {
  constructor(private readonly em: EntityManager) {}

  /** The tabs in their order, each with its number of videos. */
  list(): Promise<VideoCategory[]> {
    return new VideoRepository(this.em).categoriesWithCounts();
  }

  /** A new tab, last on the page. */
  create(input: VideoCategoryInput, actor: Actor): Promise<VideoCategory> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, VideoCategory);
      const name = await freeName(em, input.name);
      const category = em.create(VideoCategory, {
        name,
        sortOrder: await em.count(VideoCategory),
        videoCount: 0,
      });
      await em.flush();
      audit(em, category, ['name'], actor, AuditAction.CREATE);
      await em.flush();
      return category;
    });
  }

  /** A new label for a tab; its videos and place stay. */
  rename(rawId: unknown, input: VideoCategoryInput, actor: Actor): Promise<VideoCategory> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, VideoCategory);
      const category = await findOrFail(em, VideoCategory, rawId, VIDEO_CATEGORY_NOT_FOUND);
      const before = category.name;
      category.name = await freeName(em, input.name, category.id);
      await em.flush();
      if (before !== category.name) {
        audit(em, category, ['name'], actor, AuditAction.UPDATE, `renamed from “${before}”`);
        await em.flush();
      }
      return category;
    });
  }

  /** Moves a tab to `position` (1 = first), race-free (common/reorder). */
  move(rawId: unknown, position: number, actor: Actor): Promise<VideoCategory> {
    return this.em.transactional(async (em) => {
      const category = await findOrFail(em, VideoCategory, rawId, VIDEO_CATEGORY_NOT_FOUND);
      const { from, to } = await moveInOrder(em, VideoCategory, {}, category.id, position);
      audit(em, category, ['sortOrder'], actor, AuditAction.MOVE, `position ${from} → ${to}`);
      await em.flush();
      return em.findOneOrFail(VideoCategory, { id: category.id }, { refresh: true });
    });
  }

  /**
   * Deletes an empty tab; the tabs after it move up. A tab that holds videos is refused with a
   * message saying how many (categoryNotEmpty): the office moves or deletes them first, so no
   * video ever goes with a tab unasked. The videos' table is locked too, so a video added to the
   * tab meanwhile is counted (and the foreign key refuses what slips past).
   */
  remove(rawId: unknown, actor: Actor): Promise<number> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, VideoCategory);
      await lockOrder(em, Video);
      const category = await findOrFail(em, VideoCategory, rawId, VIDEO_CATEGORY_NOT_FOUND);
      const videos = await em.count(Video, { category: category.id });
      if (videos > 0) throw new InvalidInputError(categoryNotEmpty(videos));
      const { id } = category;
      em.remove(category);
      audit(em, category, [], actor, AuditAction.DELETE);
      await em.flush();
      await renumber(em, VideoCategory, {});
      return id;
    });
  }
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

function audit(
  em: EntityManager,
  category: VideoCategory,
  fields: string[],
  actor: Actor,
  action: AuditAction,
  note = '',
): void {
  new HistoryService(em).audit(
    VIDEO_CATEGORY_RECORD,
    category.id,
    category.name,
    fields,
    actor,
    action,
    note,
  );
}
