import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { ResponsiveImage } from '../media/index.js';
import { VideoCategory } from './video-category.entity.js';
import { Video } from './video.entity.js';
import { VideoService } from './video.service.js';

@Resolver(() => Video)
export class VideoResolver {
  @Query(() => [Video], {
    description:
      'Videos by tab and position; with `category` (e.g. "Product Features") only that tab.',
  })
  videos(
    @Ctx() { em }: RequestScope,
    @Arg('category', () => String, { nullable: true, description: 'Tab name.' })
    category?: string | null,
  ): Promise<Video[]> {
    return new VideoService(em).list(category);
  }

  @Query(() => [VideoCategory], {
    description:
      'The three tabs of /videos ("Product Features", "Product Information", "Customer Testimonials") with their videos.',
  })
  videoCategories(@Ctx() { em }: RequestScope): Promise<VideoCategory[]> {
    return new VideoService(em).categories();
  }

  @FieldResolver(() => String, { description: 'Name of the tab the video is in.' })
  category(@Root() video: Video): string {
    return video.category.getEntity().name;
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description:
      'The thumbnail with its intrinsic size and variants; null without one (the site shows the tote).',
  })
  thumbnail(@Root() video: Video, @Ctx() { loaders }: RequestScope) {
    return video.thumbnailUrl ? loaders.imageByUrl.load(video.thumbnailUrl) : null;
  }
}

@Resolver(() => VideoCategory)
export class VideoCategoryResolver {
  @FieldResolver(() => [Video], { description: 'Videos of the tab, in display order.' })
  videos(@Root() category: VideoCategory): Video[] {
    return category.videos.getItems();
  }
}
