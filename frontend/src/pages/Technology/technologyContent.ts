/**
 * Content of the two proprietary technologies (spec section 1): the full pages
 * /technologies/{slug} and the short pages /soil-diagnostics/{shortSlug}. The spec gives the
 * outline (hero, how it works, key benefits, applications) but not the words; these are ours,
 * kept consistent with the backend's technology entries and product descriptions.
 */
import type { ResponsiveImage } from 'ui-kit';
import { BUILTIN_IMAGES } from '../../app/images';
import type { TechnologySlug } from '../../app/site-routes';

export interface TechnologyStep {
  title: string;
  text: string;
}

export interface TechnologyContent {
  /** Its pages: technologyPath(slug) and technologySummaryPath(slug) (app/site-routes.ts). */
  slug: TechnologySlug;
  name: string;
  /** The h1 of the full page. */
  title: string;
  tagline: string;
  /** One paragraph for cards and the short page. */
  summary: string;
  introduction: string[];
  image: ResponsiveImage;
  imageAlt: string;
  steps: TechnologyStep[];
  benefits: string[];
  applications: string[];
}

export const TECHNOLOGIES: Record<TechnologySlug, TechnologyContent> = {
  'micro-extraction': {
    slug: 'micro-extraction',
    name: 'Micro Extraction',
    title: 'Micro Extraction Technology',
    tagline:
      'Extracting and concentrating the plant-available fraction of micronutrients, so every litre feeds the crop.',
    summary:
      'Micro Extraction draws zinc, manganese, copper, iron and boron out of high-grade mineral sources in a form plants can take up, then concentrates and purifies it into clean liquid micronutrients.',
    introduction: [
      'Most micronutrient sources contain far more of an element than a crop can ever use: much of it is locked in insoluble compounds that stay in the soil, and commodity sources can carry heavy metals along with it.',
      'Micro Extraction is our process for separating the plant-available fraction from the rest. The result is a concentrated, high-purity micronutrient that works at low rates on cold, high-pH prairie soils, where zinc, manganese and copper deficiencies are common.',
    ],
    image: BUILTIN_IMAGES.microExtraction,
    imageAlt: 'Micro Extraction process from raw mineral to liquid nutrient',
    steps: [
      {
        title: 'Select the source',
        text: 'We start from tested, high-grade mineral and natural sources of zinc, manganese, copper, iron and boron, each checked for heavy metals before it enters the plant.',
      },
      {
        title: 'Extract the available fraction',
        text: 'A mild, low-temperature extraction with organic acids dissolves the nutrient into its ionic form and leaves insoluble residue and most impurities behind.',
      },
      {
        title: 'Concentrate and purify',
        text: 'Filtration and gentle evaporation concentrate the extract, so a small volume carries a full dose of micronutrient.',
      },
      {
        title: 'Chelate and stabilise',
        text: 'Organic chelates hold the nutrient in solution, keeping it plant-available in high-pH soils and stable in most tank mixes.',
      },
    ],
    benefits: [
      'More plant-available micronutrient in every litre',
      'High purity, with low heavy metal content',
      'Effective at low application rates',
      'Stays available in cold and high-pH soils',
      'Consistent analysis from batch to batch',
    ],
    applications: [
      'Seed-placed and in-furrow starter blends',
      'Foliar correction of zinc, manganese and copper deficiency in cereals, canola and pulses',
      'Fertigation in irrigated crops',
      'Blending into liquid fertilizer programs',
    ],
  },
  nanosorb: {
    slug: 'nanosorb',
    name: 'NanoSorb',
    title: 'NanoSorb Technology',
    tagline:
      'A nanoscale carrier technology: nutrient absorption up to 35% better than traditional methods.',
    summary:
      'NanoSorb holds nutrients on carriers small enough to pass through leaf pores and root hairs, so less is tied up by the soil or lost to the air: nutrient absorption up to 35% better than traditional methods.',
    introduction: [
      'A large share of applied fertilizer never reaches the crop. Phosphate binds to calcium in high-pH soils, nitrogen escapes to the air, and foliar nutrients dry on the leaf before they are absorbed.',
      'NanoSorb is a nanoscale carrier technology that protects nutrients on the way to the plant and delivers them where they are absorbed. In our trials it raised nutrient absorption up to 35% better than traditional methods.',
    ],
    image: BUILTIN_IMAGES.nanosorb,
    imageAlt: 'Nanoscale carriers around a root hair',
    steps: [
      {
        title: 'Load the carrier',
        text: 'Nutrients are bound to nanoscale carrier particles with a very large surface area, so a small amount of carrier holds a full dose.',
      },
      {
        title: 'Protect the nutrient',
        text: 'The carrier shields nutrients from tie-up with calcium, iron and aluminium in the soil and reduces losses to the air and to leaching.',
      },
      {
        title: 'Deliver at the point of uptake',
        text: 'Carriers are small enough to move through leaf stomata and along root hairs, putting nutrients right where the plant absorbs them.',
      },
      {
        title: 'Release steadily',
        text: 'Nutrients come off the carrier over days rather than hours, matching the crop’s demand instead of flooding it once.',
      },
    ],
    benefits: [
      'Nutrient absorption up to 35% better than traditional methods',
      'Lower application rates for the same result',
      'Less tie-up in cold or high-pH soils',
      'Reduced losses to the air and to leaching',
      'A steady supply through the crop’s fastest growth',
    ],
    applications: [
      'Phosphorus starters at seeding',
      'In-crop foliar nitrogen and micronutrients',
      'Fertigation in irrigated crops',
      'Carrier for organic and biological products',
    ],
  },
};

export const TECHNOLOGY_LIST: TechnologyContent[] = [
  TECHNOLOGIES['micro-extraction'],
  TECHNOLOGIES.nanosorb,
];
