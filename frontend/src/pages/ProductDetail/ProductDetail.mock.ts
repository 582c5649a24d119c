import {
  ProductBySlugDocument,
  ProductDetailDocument,
  type ProductDetailFieldsFragment,
} from '../../graphql/generated/graphql';

type Product = Answer<ProductDetailFieldsFragment>;
import { svgImage } from '../../test/images';
import { mockData, mockErrors, mockLoading, mockNetworkError, type Answer } from '../../test/mocks';

export const elitePhos: Product = {
  __typename: 'Product',
  id: '1',
  name: 'Elite Phos',
  slug: 'elite-phos',
  category: 'PLANT_NUTRITION',
  description: 'A liquid phosphorus starter built on our NanoSorb carrier.',
  features: [
    'Nanoscale carrier keeps phosphate available in cold, high-pH soils',
    'Safe for seed-placed application at labelled rates',
  ],
  imageUrl: '/images/products/elite-phos.svg',
  image: svgImage('/images/products/elite-phos.svg'),
  certifications: [
    {
      __typename: 'Certification',
      id: '1',
      type: 'CFIA Fertilizer Registration',
      documentUrl: '/documents/certifications/elite-phos-cfia-fertilizer-registration.pdf',
    },
    { __typename: 'Certification', id: '2', type: 'ISO 9001:2015 Manufacturing', documentUrl: '' },
  ],
  safetyDataSheet: {
    __typename: 'DocumentFile',
    id: '21',
    title: 'Elite Phos Safety Data Sheet',
    fileUrl: '/documents/sds/elite-phos-sds.pdf',
  },
};

/** A product with nothing optional: no features, no certifications, no image. */
export const bareProduct: Product = {
  ...elitePhos,
  id: '4',
  name: 'Elite K',
  slug: 'elite-k',
  features: [],
  certifications: [],
  imageUrl: '',
  image: null,
  safetyDataSheet: null,
};

const notFound = [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }];

export const productMock = (id: string, product: Product | null) =>
  product
    ? mockData(ProductDetailDocument, { variables: { id }, data: { product } })
    : mockErrors(ProductDetailDocument, {
        variables: { id },
        data: { product: null },
        errors: notFound,
      });

export const productLoadingMock = (id: string) =>
  mockLoading(ProductDetailDocument, { variables: { id } });

export const productErrorMock = (id: string) =>
  mockNetworkError(ProductDetailDocument, {
    variables: { id },
    error: new Error('Failed to fetch'),
  });

export const productBySlugMock = (slug: string, product: Product | null) =>
  product
    ? mockData(ProductBySlugDocument, { variables: { slug }, data: { productBySlug: product } })
    : mockErrors(ProductBySlugDocument, {
        variables: { slug },
        data: { productBySlug: null },
        errors: notFound,
      });
