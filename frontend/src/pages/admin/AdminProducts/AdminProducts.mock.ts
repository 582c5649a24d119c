import {
  AdminProductDocument,
  AdminProductsDocument,
  AdminRestoreProductVersionDocument,
  AdminUpdateProductDocument,
  type AdminProductQuery,
  type AdminProductsQuery,
  type UserErrorFieldsFragment,
} from '../../../graphql/generated/admin-products/graphql';
import { mockData, mockNetworkError, type Answer } from '../../../test/mocks';
import { recordVersion } from '../test/recordVersion';

type ProductAnswer = NonNullable<Answer<AdminProductQuery['product']>>;
type Row = Answer<AdminProductsQuery['adminProducts']['edges'][number]['node']>;

export const humate: ProductAnswer = {
  __typename: 'Product',
  id: '31',
  name: 'Prairie Humate',
  slug: 'prairie-humate',
  category: 'SOIL_HEALTH',
  description: 'A humic blend that feeds soil life all season.',
  features: ['Builds organic matter', 'Holds moisture in sandy soils'],
  imageUrl: '/images/products/elite-phos.svg',
  version: 2,
  certifications: [
    {
      __typename: 'Certification',
      id: '71',
      type: 'OMRI Listed',
      documentUrl: '/uploads/omri.pdf',
    },
  ],
  safetyDataSheet: { __typename: 'DocumentFile', id: '81', fileUrl: '/uploads/sds.pdf' },
};

const row = (product: ProductAnswer): Row => ({
  __typename: 'Product',
  id: product.id,
  name: product.name,
  category: product.category,
  imageUrl: product.imageUrl,
  certifications: product.certifications.map(({ id }) => ({ __typename: 'Certification', id })),
});

const variables = (search: string | null) => ({ first: 25, search, category: null });

/** The list: the given products, one page. */
export const listMock = (
  search: string | null = null,
  products: ProductAnswer[] = [humate, { ...humate, id: '32', name: 'Elite Phos' }],
) =>
  mockData(AdminProductsDocument, {
    variables: variables(search),
    data: {
      adminProducts: {
        __typename: 'ProductConnection',
        edges: products.map((product) => ({
          __typename: 'ProductEdge' as const,
          cursor: `c${product.id}`,
          node: row(product),
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: products.length,
      },
    },
  });

/** The list's request fails on the way. */
export const listFailureMock = () =>
  mockNetworkError(AdminProductsDocument, {
    variables: variables(null),
    error: new Error('Server unreachable'),
  });

/** Version 1 of the humate, under its first name; version 2 renamed it. */
export const firstName = 'Prairie Humate Classic';
const versions = [
  recordVersion(2, { name: humate.name }, ['name']),
  recordVersion(1, { name: firstName, features: humate.features.join('\n') }),
];

export const oneMock = (product = humate) =>
  mockData(AdminProductDocument, {
    variables: { id: product.id },
    data: {
      product,
      recordVersions:
        product.version > 2
          ? [recordVersion(product.version, { name: product.name }, ['name']), ...versions]
          : versions,
    },
  });

/** restoreProductVersion of version 1 from version 2: the first name again, at version 3. */
export const restoreMock = () =>
  mockData(AdminRestoreProductVersionDocument, {
    variables: { id: humate.id, expectedVersion: humate.version, version: 1 },
    data: {
      restoreProductVersion: {
        __typename: 'RestoreProductVersionPayload',
        product: { ...humate, name: firstName, version: 3 },
        userErrors: [],
      },
    },
  });

/** updateProduct refused with `userErrors` for what `name` and `features` were typed as. */
export const refusedMock = (
  name: string,
  features: string[],
  userErrors: (UserErrorFieldsFragment & { __typename: 'UserError' })[],
) =>
  mockData(AdminUpdateProductDocument, {
    variables: {
      id: humate.id,
      expectedVersion: humate.version,
      input: {
        name,
        category: humate.category,
        description: humate.description,
        features,
        imageUrl: humate.imageUrl,
      },
    },
    data: { updateProduct: { __typename: 'UpdateProductPayload', product: null, userErrors } },
  });
