import {
  VideosCategoriesDocument,
  type VideosCategoriesQuery,
} from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';
import { mockData, mockNetworkError, type Answer } from '../../test/mocks';

type Category = Answer<VideosCategoriesQuery['videoCategories'][number]>;
type Video = Category['videos'][number];

/** YouTube ids of the seeded videos (video.seed-data.ts), whose stills the site has. */
const VIDEO_IDS = ['pE7nSorb01a', 'pE7ePhos02b', 'pE7mXtrc03c', 'pE7toteS04d', 'pE7soilS05e'];

/** Video `id` (1, 2...) with the id and still of the seeded video in that place. */
export const thumbnailOf = (id: string) => `/images/videos/${VIDEO_IDS[Number(id) - 1]}.svg`;

const video = (id: string, title: string, isAvailable: boolean, description: string): Video => ({
  __typename: 'Video',
  id,
  title,
  description,
  url: `https://www.youtube.com/watch?v=${VIDEO_IDS[Number(id) - 1]}`,
  thumbnailUrl: thumbnailOf(id),
  thumbnail: svgImage(thumbnailOf(id)),
  isAvailable,
});

/** The three tabs as the API serves them (shortened seed data). */
export const videoCategoriesData: Category[] = [
  {
    __typename: 'VideoCategory',
    id: '1',
    name: 'Product Features',
    videos: [
      video(
        '1',
        'NanoSorb Carrier Technology Explained',
        true,
        'How nanoscale carriers deliver nutrients to roots and leaves.',
      ),
      video('2', 'Elite Phos at Seeding', true, 'Setting up a seed-placed starter program.'),
      video(
        '3',
        'Micro Extraction From Raw Ore to Tote',
        false,
        'A look inside the process that makes our micronutrients pure.',
      ),
    ],
  },
  {
    __typename: 'VideoCategory',
    id: '2',
    name: 'Product Information',
    videos: [
      video(
        '4',
        'Handling 1000L IBC Totes Safely',
        true,
        'Unloading, storing and connecting totes.',
      ),
      video(
        '5',
        'Soil Sampling Step by Step',
        true,
        'Depths, cores per zone and shipping samples.',
      ),
    ],
  },
  {
    __typename: 'VideoCategory',
    id: '3',
    name: 'Customer Testimonials',
    videos: [],
  },
];

export const videosMock = mockData(VideosCategoriesDocument, {
  data: { videoCategories: videoCategoriesData },
});

export const videosEmptyMock = mockData(VideosCategoriesDocument, {
  data: { videoCategories: [] },
});

export const videosErrorMock = mockNetworkError(VideosCategoriesDocument, {
  error: new Error('500: Internal Server Error'),
});
