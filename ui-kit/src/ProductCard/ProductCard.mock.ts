import { BROKEN_IMAGE_URL, LONG_TEXT, mockImage } from '../test/mockImages';
import { photoImageMock } from '../FallbackImage/FallbackImage.mock';
import type { ProductCardProduct } from './ProductCard';

export const productMock: ProductCardProduct = {
  id: 7,
  name: 'Elite Phos',
  category: 'Plant Nutrition',
  description:
    'A phosphorus fertilizer with a micro extraction carrier for strong early root growth in cool prairie soils.',
  imageUrl: mockImage('Elite Phos'),
};

export const productsMock: ProductCardProduct[] = [
  productMock,
  {
    id: 8,
    name: 'Soil Booster',
    category: 'Soil Health',
    description:
      'Humic and fulvic acids that feed soil biology and improve water holding capacity.',
    imageUrl: mockImage('Soil Booster', '#c9b98f'),
  },
  {
    id: 9,
    name: 'Prime Micro Calcium',
    category: 'Soil Health',
    description: 'Calcium in a NanoSorb carrier for firmer cell walls and better fruit quality.',
    imageUrl: mockImage('Prime Micro Calcium', '#b7cfa3'),
  },
  {
    id: 10,
    name: 'Organic Gro',
    category: 'Organic Solutions',
    description:
      'A certified organic seaweed and fish blend for organic grain and vegetable growers.',
    imageUrl: mockImage('Organic Gro', '#a9c48e'),
  },
];

export const longProductMock: ProductCardProduct = {
  ...productMock,
  id: 11,
  name: 'Elite Nitro Slow-Release Nitrogen with Micronutrient Package for Canola',
  description: LONG_TEXT,
};

export const missingImageProductMock: ProductCardProduct = { ...productMock, imageUrl: '' };
export const brokenImageProductMock: ProductCardProduct = {
  ...productMock,
  imageUrl: BROKEN_IMAGE_URL,
};

/** An uploaded photo with its size and AVIF/WebP variants (GraphQL `Product.image`). */
export const responsiveImageProductMock: ProductCardProduct = {
  ...productMock,
  imageUrl: photoImageMock.url,
  image: photoImageMock,
};
