import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { SEED_VIDEOS, videoUrl } from './video.seed-data.js';

export class VideoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(VideoCategory)) > 0) return;
    SEED_VIDEOS.forEach((group, index) => {
      const category = em.create(VideoCategory, { name: group.name, sortOrder: index });
      group.videos.forEach((video, position) =>
        em.create(Video, {
          category,
          title: video.title,
          description: video.description,
          url: videoUrl(video.videoId),
          videoId: video.videoId,
          thumbnailUrl: `/images/videos/${video.videoId}.svg`,
          isAvailable: video.isAvailable,
          sortOrder: position,
        }),
      );
    });
    await em.flush();
  }
}
