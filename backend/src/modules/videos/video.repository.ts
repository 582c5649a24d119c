import type { EntityManager } from '@mikro-orm/postgresql';
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
}
