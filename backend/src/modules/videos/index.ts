import type { AppModule } from '../../common/app-module.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { VideoCategoryResolver } from './video-category.resolver.js';
import { VideoResolver } from './video.resolver.js';
import { VideoSeeder } from './video.seeder.js';

export { VideoCategory } from './video-category.entity.js';
export { Video } from './video.entity.js';
export { VideoCategoryService } from './video-category.service.js';
export { VIDEO_RECORD, VideoService } from './video.service.js';

/** Videos by category (/videos). */
export const videosModule: AppModule = {
  name: 'videos',
  entities: [VideoCategory, Video],
  publicEntities: [VideoCategory, Video],
  seeders: [VideoSeeder],
  resolvers: [VideoCategoryResolver, VideoResolver],
};
