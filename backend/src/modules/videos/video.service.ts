import type { EntityManager } from '@mikro-orm/postgresql';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';

export class VideoService {
  constructor(private readonly em: EntityManager) {}

  /** Videos by tab then position, with their category loaded (one query). */
  list(category?: string | null): Promise<Video[]> {
    return this.em.find(Video, category ? { category: { name: category } } : {}, {
      populate: ['category'],
      orderBy: { category: { sortOrder: 'asc' }, sortOrder: 'asc', id: 'asc' },
    });
  }

  /** The tabs with their videos loaded. */
  categories(): Promise<VideoCategory[]> {
    return this.em.find(
      VideoCategory,
      {},
      {
        populate: ['videos'],
        orderBy: { sortOrder: 'asc', videos: { sortOrder: 'asc', id: 'asc' } },
      },
    );
  }

  count(): Promise<number> {
    return this.em.count(Video);
  }
}
