import {
  TechnologyCardsDocument,
  TechnologyPageDocument,
  TechnologySummaryDocument,
  type TechnologyCardsQuery,
  type TechnologyPageQuery,
  type TechnologySummaryQuery,
} from '../../graphql/generated/graphql';
import type { TechnologySlug } from '../../app/site-routes';
import { svgImage } from '../../test/images';
import { mockData, mockErrors, mockLoading, mockNetworkError, type Answer } from '../../test/mocks';

// The two technologies as the API answers them (backend technology.seed-data.ts), for the full
// page, the short page and the cards: one mock per state (loading, not found, failure, success).

type PageEntry = Answer<NonNullable<TechnologyPageQuery['technology']>>;
type SummaryEntry = Answer<NonNullable<TechnologySummaryQuery['technology']>>;
type CardEntry = Answer<NonNullable<TechnologyCardsQuery['nanosorb']>>;
/** Every field the three operations ask for. */
type Technology = PageEntry & SummaryEntry & CardEntry;

export const microExtraction: Technology = {
  __typename: 'TechnologyContent',
  id: '3',
  key: 'micro-extraction',
  name: 'Micro Extraction',
  title: 'Micro Extraction Technology',
  shortDescription:
    'Extracting and concentrating the plant-available fraction of micronutrients, so every litre feeds the crop.',
  summary:
    'Micro Extraction draws zinc, manganese, copper, iron and boron out of high-grade mineral sources in a form plants can take up, then concentrates and purifies it into clean liquid micronutrients.',
  fullDescription: [
    'Most micronutrient sources contain far more of an element than a crop can ever use: much of it is locked in insoluble compounds that stay in the soil, and commodity sources can carry heavy metals along with it.',
    'Micro Extraction is our process for separating the plant-available fraction from the rest. The result is a concentrated, high-purity micronutrient that works at low rates on cold, high-pH prairie soils, where zinc, manganese and copper deficiencies are common.',
  ],
  responsiveImages: [svgImage('/images/technology/micro-extraction.svg')],
  imageAlts: ['Micro Extraction process from raw mineral to liquid nutrient'],
  steps: [
    {
      __typename: 'TechnologyStep',
      title: 'Select the source',
      text: 'We start from tested, high-grade mineral and natural sources of zinc, manganese, copper, iron and boron, each checked for heavy metals before it enters the plant.',
    },
    {
      __typename: 'TechnologyStep',
      title: 'Extract the available fraction',
      text: 'A mild, low-temperature extraction with organic acids dissolves the nutrient into its ionic form and leaves insoluble residue and most impurities behind.',
    },
    {
      __typename: 'TechnologyStep',
      title: 'Concentrate and purify',
      text: 'Filtration and gentle evaporation concentrate the extract, so a small volume carries a full dose of micronutrient.',
    },
    {
      __typename: 'TechnologyStep',
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
};

export const nanosorb: Technology = {
  __typename: 'TechnologyContent',
  id: '4',
  key: 'nanosorb',
  name: 'NanoSorb',
  title: 'NanoSorb Technology',
  shortDescription:
    'A nanoscale carrier technology: nutrient absorption up to 35% better than traditional methods.',
  summary:
    'NanoSorb holds nutrients on carriers small enough to pass through leaf pores and root hairs, so less is tied up by the soil or lost to the air: nutrient absorption up to 35% better than traditional methods.',
  fullDescription: [
    'A large share of applied fertilizer never reaches the crop. Phosphate binds to calcium in high-pH soils, nitrogen escapes to the air, and foliar nutrients dry on the leaf before they are absorbed.',
    'NanoSorb is a nanoscale carrier technology that protects nutrients on the way to the plant and delivers them where they are absorbed. In our trials it raised nutrient absorption up to 35% better than traditional methods.',
  ],
  responsiveImages: [svgImage('/images/technology/nanosorb.svg')],
  imageAlts: ['Nanoscale carriers around a root hair'],
  steps: [
    {
      __typename: 'TechnologyStep',
      title: 'Load the carrier',
      text: 'Nutrients are bound to nanoscale carrier particles with a very large surface area, so a small amount of carrier holds a full dose.',
    },
    {
      __typename: 'TechnologyStep',
      title: 'Protect the nutrient',
      text: 'The carrier shields nutrients from tie-up with calcium, iron and aluminium in the soil and reduces losses to the air and to leaching.',
    },
    {
      __typename: 'TechnologyStep',
      title: 'Deliver at the point of uptake',
      text: 'Carriers are small enough to move through leaf stomata and along root hairs, putting nutrients right where the plant absorbs them.',
    },
    {
      __typename: 'TechnologyStep',
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
};

export const TECHNOLOGY_ENTRIES: Record<TechnologySlug, Technology> = {
  'micro-extraction': microExtraction,
  nanosorb,
};

const pageEntry = (entry: Technology): PageEntry => ({
  __typename: entry.__typename,
  id: entry.id,
  key: entry.key,
  title: entry.title,
  shortDescription: entry.shortDescription,
  summary: entry.summary,
  fullDescription: entry.fullDescription,
  responsiveImages: entry.responsiveImages,
  imageAlts: entry.imageAlts,
  steps: entry.steps,
  benefits: entry.benefits,
  applications: entry.applications,
});

const summaryEntry = (entry: Technology): SummaryEntry => ({
  __typename: entry.__typename,
  id: entry.id,
  key: entry.key,
  name: entry.name,
  summary: entry.summary,
  responsiveImages: entry.responsiveImages,
  imageAlts: entry.imageAlts,
  benefits: entry.benefits,
});

const cardEntry = (entry: Technology): CardEntry => ({
  __typename: entry.__typename,
  id: entry.id,
  key: entry.key,
  name: entry.name,
  summary: entry.summary,
  responsiveImages: entry.responsiveImages,
});

const NOT_FOUND = [{ message: 'Technology not found', extensions: { code: 'NOT_FOUND' } }];

/** The full page's answer for a slug: its entry, or NOT_FOUND when `entry` is null. */
export const technologyPageMock = (
  slug: TechnologySlug,
  entry: Technology | null = TECHNOLOGY_ENTRIES[slug],
) =>
  entry
    ? mockData(TechnologyPageDocument, {
        variables: { key: slug },
        data: { technology: pageEntry(entry) },
      })
    : mockErrors(TechnologyPageDocument, {
        variables: { key: slug },
        data: { technology: null },
        errors: NOT_FOUND,
      });

export const technologyPageLoadingMock = (slug: TechnologySlug) =>
  mockLoading(TechnologyPageDocument, { variables: { key: slug } });

export const technologyPageErrorMock = (slug: TechnologySlug) =>
  mockNetworkError(TechnologyPageDocument, {
    variables: { key: slug },
    error: new Error('Failed to fetch'),
  });

/** The short page's answer for a slug: its entry, or NOT_FOUND when `entry` is null. */
export const technologySummaryMock = (
  slug: TechnologySlug,
  entry: Technology | null = TECHNOLOGY_ENTRIES[slug],
) =>
  entry
    ? mockData(TechnologySummaryDocument, {
        variables: { key: slug },
        data: { technology: summaryEntry(entry) },
      })
    : mockErrors(TechnologySummaryDocument, {
        variables: { key: slug },
        data: { technology: null },
        errors: NOT_FOUND,
      });

export const technologySummaryLoadingMock = (slug: TechnologySlug) =>
  mockLoading(TechnologySummaryDocument, { variables: { key: slug } });

export const technologySummaryErrorMock = (slug: TechnologySlug) =>
  mockNetworkError(TechnologySummaryDocument, {
    variables: { key: slug },
    error: new Error('Failed to fetch'),
  });

/** The cards' answer: both technologies. */
export const technologyCardsMock = mockData(TechnologyCardsDocument, {
  data: { microExtraction: cardEntry(microExtraction), nanosorb: cardEntry(nanosorb) },
});

/** One entry missing from the database: its alias is NOT_FOUND, the other arrives. */
export const technologyCardsOneMissingMock = mockErrors(TechnologyCardsDocument, {
  data: { microExtraction: null, nanosorb: cardEntry(nanosorb) },
  errors: [{ ...NOT_FOUND[0], path: ['microExtraction'] }],
});

export const technologyCardsLoadingMock = mockLoading(TechnologyCardsDocument);

export const technologyCardsErrorMock = mockNetworkError(TechnologyCardsDocument, {
  error: new Error('Failed to fetch'),
});
