import { BROKEN_IMAGE_URL, LONG_TEXT } from '../test/mockImages';
import { productImage } from '../test/siteImages';
import { photoImageMock } from '../FallbackImage/FallbackImage.mock';
import type { ProductCardProduct } from './ProductCard';

/** A product as the site shows it: texts from backend/src/modules/products/product.seed-data.ts. */
function product(
  id: number,
  slug: string,
  fields: Omit<ProductCardProduct, 'id' | 'imageUrl' | 'image'>,
): ProductCardProduct {
  const image = productImage(slug);
  return { id, ...fields, imageUrl: image.url, image };
}

export const productMock: ProductCardProduct = product(7, 'elite-phos', {
  name: 'Elite Phos',
  category: 'Plant Nutrition',
  description:
    'A liquid phosphorus starter built on our NanoSorb carrier. Elite Phos keeps phosphate available in cold prairie soils at seeding, so canola, wheat and pulses root faster and emerge evenly. Apply in-furrow or as a seed-placed band with your regular starter program.',
});

/** One product of each category, and a second Soil Health one (for the category filter). */
export const productsMock: ProductCardProduct[] = [
  productMock,
  product(8, 'soil-booster', {
    name: 'Soil Booster',
    category: 'Soil Health',
    description:
      'A humic and fulvic soil conditioner with beneficial microbes. Soil Booster wakes up tired soils, improves aggregate stability and helps fertilizer go further, one season after another.',
  }),
  product(9, 'humic-plus', {
    name: 'Humic Plus',
    category: 'Soil Health',
    description:
      'A high-strength humic acid concentrate for sandy and saline-prone soils. Humic Plus raises the holding capacity of the soil so nutrients stay in the root zone instead of leaching away.',
  }),
  product(10, 'organic-kelp-max', {
    name: 'Organic Kelp Max',
    category: 'Organic Solutions',
    description:
      'A cold-processed North Atlantic kelp extract for certified organic growers. Organic Kelp Max supplies natural growth hormones, trace minerals and amino acids that help crops through frost, heat and hail.',
  }),
];

export const longProductMock: ProductCardProduct = {
  ...productMock,
  id: 11,
  name: 'Elite Nitro Slow-Release Nitrogen with Micronutrient Package for Canola',
  description: LONG_TEXT,
};

export const missingImageProductMock: ProductCardProduct = {
  ...productMock,
  imageUrl: '',
  image: null,
};
export const brokenImageProductMock: ProductCardProduct = {
  ...productMock,
  imageUrl: BROKEN_IMAGE_URL,
  image: null,
};

/** An uploaded photo with its size and AVIF/WebP variants (GraphQL `Product.image`). */
export const responsiveImageProductMock: ProductCardProduct = {
  ...productMock,
  imageUrl: photoImageMock.url,
  image: photoImageMock,
};
