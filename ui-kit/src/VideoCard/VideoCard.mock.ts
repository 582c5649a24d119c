import { BROKEN_IMAGE_URL, LONG_TEXT } from '../test/mockImages';
import type { VideoCardVideo } from './VideoCard';

export const videoMock: VideoCardVideo = {
  title: 'Elite Phos at Seeding',
  description: 'Setting up a seed-placed starter program with Elite Phos.',
  url: 'https://www.youtube.com/watch?v=pE7ePhos02b',
  thumbnailUrl: '/images/videos/pE7ePhos02b.svg',
  isAvailable: true,
};

export const unavailableVideoMock: VideoCardVideo = {
  ...videoMock,
  title: 'Micro Extraction From Raw Ore to Tote',
  isAvailable: false,
};

export const longVideoMock: VideoCardVideo = {
  ...videoMock,
  title:
    'Customer Testimonial: Three Seasons of Regenerative Practices on a Mixed Farm near Camrose',
  description: LONG_TEXT,
};

export const brokenThumbnailVideoMock: VideoCardVideo = {
  ...videoMock,
  thumbnailUrl: BROKEN_IMAGE_URL,
};
