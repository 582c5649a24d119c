import type { TechnologyCardProps } from './TechnologyCard';

type TechnologyMock = Pick<TechnologyCardProps, 'title' | 'description' | 'href' | 'imageUrl'>;

export const microExtractionMock: TechnologyMock = {
  title: 'Micro Extraction',
  description:
    'Extracts nutrients into plant-available forms so crops take up more of every pass you apply.',
  href: '/technologies/micro-extraction',
  imageUrl: '/images/technology/micro-extraction.svg',
};

export const nanoSorbMock: TechnologyMock = {
  title: 'NanoSorb',
  description:
    'A nanoscale carrier technology with nutrient absorption up to 35% better than traditional methods.',
  href: '/technologies/nanosorb',
  imageUrl: '/images/technology/nanosorb.svg',
};
