import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';

/** The queries of videos and their tabs beyond a one-liner. */
export class VideoRepository {
  constructor(private readonly em: EntityManager) {}

  /** Videos by tab then position, with their category loaded (one query). */
  inOrder(category?: string | null): Promise<Video[]> {
    return this.em.find(Video, category ? { category: { name: category } } : {}, {
      populate: ['category'],
      orderBy: { category: { sortOrder: 'asc' }, sortOrder: 'asc', id: 'asc' },
    });
  }

  /** The tabs in their order with their videos loaded. */
  categoriesWithVideos(): Promise<VideoCategory[]> {
    return this.em.find(
      VideoCategory,
      {},
      {
        populate: ['videos'],
        orderBy: { sortOrder: 'asc', videos: { sortOrder: 'asc', id: 'asc' } },
      },
    );
  }

  /** The tabs in their order, each with how many videos it holds (counted in the same query). */
  categoriesWithCounts(): Promise<VideoCategory[]> {
    return this.em.find(
      VideoCategory,
      {},
      { populate: ['videoCount'], orderBy: { sortOrder: 'asc', id: 'asc' } },
    );
  }

  /**
   * A page of one tab's videos in their order (`sortOrder` counts within a tab), where every word
   * of `search` is in the title or the description (case-insensitive).
   */
  adminPage(
    categoryId: number,
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<Video>> {
    const where: FilterQuery<Video>[] = [{ category: categoryId }];
    for (const word of searchWords(search)) {
      const pattern = containsPattern(word);
      where.push({ $or: [{ title: { $ilike: pattern } }, { description: { $ilike: pattern } }] });
    }
    return findPage(
      this.em,
      Video,
      { $and: where },
      { key: 'sortOrder', kind: 'int', direction: 'asc' },
      request,
    );
  }
}
