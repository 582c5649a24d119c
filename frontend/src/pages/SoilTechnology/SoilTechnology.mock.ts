import { SoilTechnologyDocument, type SoilTechnologyQuery } from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';
import { mockData, mockErrors, mockLoading, mockNetworkError, type Answer } from '../../test/mocks';

type Technology = Answer<NonNullable<SoilTechnologyQuery['technology']>>;

export const technologyEntry: Technology = {
  __typename: 'TechnologyContent',
  id: '1',
  key: 'technology',
  title: 'NanoSorb and Micro Extraction Technology',
  shortDescription: 'Two proprietary technologies that put more of every nutrient into the crop.',
  fullDescription: [
    'NanoSorb is a nanoscale carrier technology.',
    'Micro Extraction is our process for producing micronutrients of high purity.',
  ],
  images: ['/images/technology/nanosorb.svg', '/images/technology/micro-extraction.svg'],
  responsiveImages: [
    svgImage('/images/technology/nanosorb.svg'),
    svgImage('/images/technology/micro-extraction.svg'),
  ],
  imageAlts: ['Nanoscale carriers around a root hair', 'Micro Extraction process'],
  benefits: ['Nutrient absorption up to 35% better than traditional methods'],
  applications: ['Seed-placed starters at seeding', 'In-crop foliar feeding'],
  developerQuote: 'We set out to feed the crop, not the soil chemistry.',
  relatedProducts: [
    { __typename: 'RelatedProduct', name: 'Elite Phos' },
    { __typename: 'RelatedProduct', name: 'Elite Nitro' },
    { __typename: 'RelatedProduct', name: 'Elite Gro' },
  ],
};

export const soilDiagnosticsEntry: Technology = {
  ...technologyEntry,
  id: '2',
  key: 'soil-diagnostics',
  title: 'Soil Diagnostics',
  relatedProducts: [
    { __typename: 'RelatedProduct', name: 'Soil Booster' },
    { __typename: 'RelatedProduct', name: 'Prime Micro Calcium' },
    { __typename: 'RelatedProduct', name: 'Elite K' },
  ],
};

export const technologyMock = (key: string, entry: Technology | null) =>
  entry
    ? mockData(SoilTechnologyDocument, { variables: { key }, data: { technology: entry } })
    : mockErrors(SoilTechnologyDocument, {
        variables: { key },
        data: { technology: null },
        errors: [{ message: 'Technology not found', extensions: { code: 'NOT_FOUND' } }],
      });

export const technologyLoadingMock = mockLoading(SoilTechnologyDocument, {
  variables: { key: 'technology' },
});

export const technologyErrorMock = mockNetworkError(SoilTechnologyDocument, {
  variables: { key: 'technology' },
  error: new Error('Failed to fetch'),
});
