import { ImageCategory } from './image-asset.entity.js';

/** The 13 built-in images of the image manager; every path is a file under backend/public. */
export interface SeedImageAsset {
  path: string;
  name: string;
  category: ImageCategory;
  description: string;
  tags: string[];
}

export const SEED_IMAGE_ASSETS: SeedImageAsset[] = [
  {
    path: '/images/fields/canola-bloom.svg',
    name: 'Canola in Bloom',
    category: ImageCategory.FIELD,
    description: 'A canola field in full yellow bloom under a summer sky.',
    tags: ['canola', 'summer', 'field'],
  },
  {
    path: '/images/fields/wheat-harvest.svg',
    name: 'Wheat Harvest',
    category: ImageCategory.FIELD,
    description: 'Ripe hard red spring wheat ready for the combine.',
    tags: ['wheat', 'harvest'],
  },
  {
    path: '/images/fields/pea-field.svg',
    name: 'Field Peas',
    category: ImageCategory.FIELD,
    description: 'Field peas at flowering on a parkland farm.',
    tags: ['peas', 'pulses'],
  },
  {
    path: '/images/fields/soil-profile.svg',
    name: 'Soil Profile',
    category: ImageCategory.FIELD,
    description: 'A black chernozem soil profile showing the topsoil layers.',
    tags: ['soil', 'diagnostics'],
  },
  {
    path: '/images/products/elite-phos.svg',
    name: 'Elite Phos Tote',
    category: ImageCategory.PRODUCT,
    description: 'Elite Phos in a 1000L IBC tote.',
    tags: ['elite phos', 'tote'],
  },
  {
    path: '/images/products/soil-booster.svg',
    name: 'Soil Booster Tote',
    category: ImageCategory.PRODUCT,
    description: 'Soil Booster in a 1000L IBC tote.',
    tags: ['soil booster', 'tote'],
  },
  {
    path: '/images/products/organic-kelp-max.svg',
    name: 'Organic Kelp Max Jug',
    category: ImageCategory.PRODUCT,
    description: 'Organic Kelp Max in a 10 L jug.',
    tags: ['organic', 'jug'],
  },
  {
    path: '/images/consultation/field-walk.svg',
    name: 'Field Walk',
    category: ImageCategory.CONSULTATION,
    description: 'A consultant and a grower walking a field in spring.',
    tags: ['consultation', 'agronomy'],
  },
  {
    path: '/images/consultation/soil-sampling.svg',
    name: 'Soil Sampling',
    category: ImageCategory.CONSULTATION,
    description: 'Taking soil cores for a fall soil test.',
    tags: ['soil', 'sampling'],
  },
  {
    path: '/images/technology/nanosorb.svg',
    name: 'NanoSorb Carrier',
    category: ImageCategory.TECHNOLOGY,
    description: 'Illustration of nanoscale carriers around a root hair.',
    tags: ['nanosorb', 'technology'],
  },
  {
    path: '/images/technology/micro-extraction.svg',
    name: 'Micro Extraction',
    category: ImageCategory.TECHNOLOGY,
    description: 'Illustration of the Micro Extraction process.',
    tags: ['micro extraction', 'technology'],
  },
  {
    path: '/images/team/harold-brandvold.svg',
    name: 'Founder Portrait',
    category: ImageCategory.TEAM,
    description: 'Illustrated portrait of the founder.',
    tags: ['team', 'leadership'],
  },
  {
    path: '/images/tote.svg',
    name: 'IBC Tote',
    category: ImageCategory.OTHER,
    description: 'A generic 1000L IBC tote, the fallback image for videos.',
    tags: ['tote', 'packaging'],
  },
];
