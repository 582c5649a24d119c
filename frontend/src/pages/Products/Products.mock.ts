import {
  ProductsPageProductsDocument,
  type ProductCategory,
  type ProductsPageProductsQuery,
} from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../test/mocks';
import { technologyCardsLoadingMock, technologyCardsMock } from '../Technology/Technology.mock';

type Product = Answer<ProductsPageProductsQuery['products'][number]>;

/** A product with the packaging picture the site has for it (images/products/<slug>.svg). */
function product(
  id: number,
  name: string,
  category: ProductCategory,
  description: string,
): Product {
  const file = `/images/products/${name.toLowerCase().replace(/ /g, '-')}.svg`;
  return {
    __typename: 'Product',
    id: String(id),
    name,
    category,
    description,
    imageUrl: file,
    image: svgImage(file),
  };
}

/** 236 characters: cut at 200 on this page. */
export const LONG_DESCRIPTION =
  'A liquid phosphorus starter built on our NanoSorb carrier. Elite Phos keeps phosphate available in cold prairie soils at seeding, so canola, wheat and pulses root faster and emerge evenly. Apply in-furrow or as a seed-placed band.';

export const products: Product[] = [
  product(1, 'Elite Phos', 'PLANT_NUTRITION', LONG_DESCRIPTION),
  product(7, 'Soil Booster', 'SOIL_HEALTH', 'Feeds soil biology and builds aggregates.'),
  product(2, 'Elite Nitro', 'PLANT_NUTRITION', 'A stabilised liquid nitrogen for top-dress.'),
  product(11, 'Organic Kelp Max', 'ORGANIC_SOLUTIONS', 'Cold-processed kelp for organic crops.'),
];

export const productsMocks = (list: Product[] = products) => [
  mockData(ProductsPageProductsDocument, { data: { products: list } }),
  technologyCardsMock,
];

export const productsLoadingMocks = [
  mockLoading(ProductsPageProductsDocument),
  technologyCardsLoadingMock,
];

export const productsErrorMocks = [
  mockNetworkError(ProductsPageProductsDocument, { error: new Error('Failed to fetch') }),
  // The technology cards load on their own: only the products fail here.
  technologyCardsMock,
];
