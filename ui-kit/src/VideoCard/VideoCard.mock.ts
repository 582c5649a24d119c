import { BROKEN_IMAGE_URL, LONG_TEXT, mockImage } from '../test/mockImages';
import type { VideoCardVideo } from './VideoCard';

export const videoMock: VideoCardVideo = {
  title: 'Elite Phos in the Field',
  description: 'How Elite Phos goes down with the seed and what early root growth looks like.',
  url: 'https://videos.example.com/watch?v=elite-phos',
  thumbnailUrl: mockImage('Elite Phos video', '#a9c48e', 800, 450),
  isAvailable: true,
};

export const unavailableVideoMock: VideoCardVideo = {
  ...videoMock,
  title: 'NanoSorb Explained',
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
