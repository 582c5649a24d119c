import {
  SoilDiagnosticsProductsDocument,
  type ProductCategory,
  type SoilDiagnosticsProductsQuery,
} from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../test/mocks';
import { technologyCardsLoadingMock, technologyCardsMock } from '../Technology/Technology.mock';

type Product = Answer<SoilDiagnosticsProductsQuery['products'][number]>;

const product = (
  id: number,
  name: string,
  category: ProductCategory,
  description: string,
): Product => ({
  __typename: 'Product',
  id: String(id),
  name,
  category,
  description,
  imageUrl: `/images/products/${name.toLowerCase().replace(/ /g, '-')}.svg`,
  image: svgImage(`/images/products/${name.toLowerCase().replace(/ /g, '-')}.svg`),
});

/** 170 characters: cut at 150 on this page. */
export const LONG_DESCRIPTION =
  'A liquid phosphorus starter built on our NanoSorb carrier. Elite Phos keeps phosphate available in cold prairie soils at seeding, so canola, wheat and pulses root faster.';

export const products: Product[] = [
  product(1, 'Elite Phos', 'PLANT_NUTRITION', LONG_DESCRIPTION),
  product(2, 'Elite Nitro', 'PLANT_NUTRITION', 'A stabilised liquid nitrogen for top-dress.'),
  product(7, 'Soil Booster', 'SOIL_HEALTH', 'Feeds soil biology and builds aggregates.'),
  product(8, 'Humic Plus', 'SOIL_HEALTH', 'Humic and fulvic acids for tired soils.'),
  product(9, 'Bio Root Activator', 'SOIL_HEALTH', 'Beneficial microbes for the root zone.'),
  product(11, 'Organic Kelp Max', 'ORGANIC_SOLUTIONS', 'Cold-processed kelp for organic crops.'),
];

export const soilMocks = (list: Product[] = products) => [
  mockData(SoilDiagnosticsProductsDocument, { data: { products: list } }),
  technologyCardsMock,
];

export const soilLoadingMocks = [
  mockLoading(SoilDiagnosticsProductsDocument),
  technologyCardsLoadingMock,
];

export const soilErrorMocks = (error: Error) => [
  mockNetworkError(SoilDiagnosticsProductsDocument, { error }),
  // The technology cards load on their own: only the products fail here.
  technologyCardsMock,
];
