import { mockImage } from '../test/mockImages';
import type { TechnologyCardProps } from './TechnologyCard';

type TechnologyMock = Pick<TechnologyCardProps, 'title' | 'description' | 'href' | 'imageUrl'>;

export const microExtractionMock: TechnologyMock = {
  title: 'Micro Extraction',
  description:
    'Extracts nutrients into plant-available forms so crops take up more of every pass you apply.',
  href: '/technologies/micro-extraction',
  imageUrl: mockImage('Micro Extraction', '#b7cfa3', 800, 450),
};

export const nanoSorbMock: TechnologyMock = {
  title: 'NanoSorb',
  description:
    'A nanoscale carrier technology with nutrient absorption up to 35% better than traditional methods.',
  href: '/technologies/nanosorb',
  imageUrl: mockImage('NanoSorb', '#9dbb84', 800, 450),
};
