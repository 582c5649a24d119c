/**
 * Videos of the three tabs. The ids are invented; the links go to the video site as the original
 * site did. Some are not available yet and show "Coming Soon".
 */
export interface SeedVideo {
  title: string;
  description: string;
  videoId: string;
  isAvailable: boolean;
}

export interface SeedVideoCategory {
  name: string;
  videos: SeedVideo[];
}

export const VIDEO_CATEGORY_NAMES = [
  'Product Features',
  'Product Information',
  'Customer Testimonials',
] as const;

export function videoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

export const SEED_VIDEOS: SeedVideoCategory[] = [
  {
    name: 'Product Features',
    videos: [
      {
        title: 'NanoSorb Carrier Technology Explained',
        description: 'How nanoscale carriers deliver nutrients to roots and leaves.',
        videoId: 'pE7nSorb01a',
        isAvailable: true,
      },
      {
        title: 'Elite Phos at Seeding',
        description: 'Setting up a seed-placed starter program with Elite Phos.',
        videoId: 'pE7ePhos02b',
        isAvailable: true,
      },
      {
        title: 'Micro Extraction From Raw Ore to Tote',
        description: 'A look inside the process that makes our micronutrients pure.',
        videoId: 'pE7mXtrc03c',
        isAvailable: false,
      },
    ],
  },
  {
    name: 'Product Information',
    videos: [
      {
        title: 'Handling 1000L IBC Totes Safely',
        description: 'Unloading, storing and connecting totes on the farm.',
        videoId: 'pE7toteS04d',
        isAvailable: true,
      },
      {
        title: 'Soil Sampling Step by Step',
        description: 'Depths, cores per zone and shipping samples to the lab.',
        videoId: 'pE7soilS05e',
        isAvailable: true,
      },
      {
        title: 'Tank Mixing Elite Nitro',
        description: 'Mixing order and jar tests for in-crop nitrogen.',
        videoId: 'pE7nMix006f',
        isAvailable: false,
      },
    ],
  },
  {
    name: 'Customer Testimonials',
    videos: [
      {
        title: 'Canola Growers Near Vegreville',
        description: 'Two seasons of Elite Phos on a family grain farm.',
        videoId: 'pE7vegCn07g',
        isAvailable: true,
      },
      {
        title: 'Organic Transition in Saskatchewan',
        description: 'Moving a mixed farm to certified organic with our consultants.',
        videoId: 'pE7orgSk08h',
        isAvailable: true,
      },
      {
        title: 'Hay Field Renovation With Soil Booster',
        description: 'Bringing an old hay stand back to life near Camrose.',
        videoId: 'pE7hayRn09i',
        isAvailable: false,
      },
    ],
  },
];
