import {
  AdminDeleteImageAssetDocument,
  AdminImageAssetsDocument,
  AdminUpdateImageAssetDocument,
  type AdminImageAssetsQuery,
  type ImageCategory,
} from '../../../graphql/generated/admin/graphql';
import { MAX_PAGE_SIZE } from '../../../graphql/pagination';
import { mockData, type Answer } from '../../../test/mocks';

type AssetPage = Answer<AdminImageAssetsQuery['imageAssets']>;
type Asset = AssetPage['edges'][number]['node'];

export const CATEGORIES: ImageCategory[] = [
  'FIELD',
  'PRODUCT',
  'CONSULTATION',
  'TECHNOLOGY',
  'TEAM',
  'OTHER',
];

export const canola: Asset = {
  __typename: 'ImageAsset',
  id: '1',
  path: '/images/fields/canola-bloom.svg',
  name: 'Canola in Bloom',
  category: 'FIELD',
  description: 'A canola field in full yellow bloom under a summer sky.',
  tags: ['canola', 'summer'],
  width: 800,
  height: 450,
  variants: [],
};

export const uploaded: Asset = {
  __typename: 'ImageAsset',
  id: '14',
  path: '/uploads/0b1c6a52-8f4e-4d7e-9a55-2f1d3c4b5a69.png',
  name: 'Drone Survey',
  category: 'TECHNOLOGY',
  description: '',
  tags: [],
  width: 1200,
  height: 900,
  variants: [480, 960].flatMap((width) =>
    (['AVIF', 'WEBP'] as const).map((format) => ({
      __typename: 'ImageVariant' as const,
      url: `/uploads/0b1c6a52-8f4e-4d7e-9a55-2f1d3c4b5a69-${width}w.${format.toLowerCase()}`,
      format,
      width,
    })),
  ),
};

/** A built-in image of the seed (backend/src/modules/media/image-asset.seed-data.ts). */
function builtIn(
  id: string,
  path: string,
  fields: Pick<Asset, 'name' | 'category' | 'description' | 'tags' | 'width' | 'height'>,
): Asset {
  return { __typename: 'ImageAsset', id, path, variants: [], ...fields };
}

/** The image manager's gallery as the site's built-in images fill it, plus one upload. */
export const galleryAssets: Asset[] = [
  canola,
  builtIn('2', '/images/fields/wheat-harvest.svg', {
    name: 'Wheat Harvest',
    category: 'FIELD',
    description: 'Ripe hard red spring wheat ready for the combine.',
    tags: ['wheat', 'harvest'],
    width: 800,
    height: 450,
  }),
  builtIn('5', '/images/products/elite-phos.svg', {
    name: 'Elite Phos Tote',
    category: 'PRODUCT',
    description: 'Elite Phos in a 1000L IBC tote.',
    tags: ['elite phos', 'tote'],
    width: 480,
    height: 360,
  }),
  builtIn('8', '/images/consultation/field-walk.svg', {
    name: 'Field Walk',
    category: 'CONSULTATION',
    description: 'A consultant and a grower walking a field in spring.',
    tags: ['consultation', 'agronomy'],
    width: 800,
    height: 450,
  }),
  builtIn('12', '/images/team/harold-brandvold.svg', {
    name: 'Founder Portrait',
    category: 'TEAM',
    description: 'Illustrated portrait of the founder.',
    tags: ['team', 'leadership'],
    width: 320,
    height: 320,
  }),
  uploaded,
];

/** `assets` as one page of the connection: more may follow it (`totalCount` of them all). */
export function assetsPage(
  assets: Asset[],
  { hasNextPage = false, totalCount = assets.length } = {},
): AssetPage {
  const cursorOf = (asset: Asset) => `cursor-${asset.id}`;
  const last = assets.at(-1);
  return {
    __typename: 'ImageAssetConnection',
    totalCount,
    edges: assets.map((node) => ({ __typename: 'ImageAssetEdge', cursor: cursorOf(node), node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: last ? cursorOf(last) : null },
  };
}

/**
 * The server answers the first page of the image manager with `assets`, or the page `after` a
 * cursor (what "Load more" asks for); `hasNextPage` and `totalCount` describe the rest.
 */
export function assetsMock(
  assets: Asset[] = [canola, uploaded],
  maxUsageCount = 5,
  page: { after?: string; hasNextPage?: boolean; totalCount?: number } = {},
) {
  const { after, ...rest } = page;
  return mockData(AdminImageAssetsDocument, {
    variables: after ? { first: MAX_PAGE_SIZE, after } : { first: MAX_PAGE_SIZE },
    data: { imageAssets: assetsPage(assets, rest), imageCategories: CATEGORIES },
    maxUsageCount,
  });
}

/** The editor sends every field: the saved asset is the canola one with the input's values. */
export function updateMock(input: {
  name: string;
  category: ImageCategory;
  description: string;
  tags: string[];
}) {
  return mockData(AdminUpdateImageAssetDocument, {
    variables: { id: canola.id, input },
    data: {
      updateImageAsset: {
        __typename: 'UpdateImageAssetPayload',
        imageAsset: { ...canola, ...input },
        userErrors: [],
      },
    },
  });
}

/** The server refuses the input's name (blank) with a user error: nothing is saved. */
export function updateRefusedMock(input: {
  name: string;
  category: ImageCategory;
  description: string;
  tags: string[];
}) {
  return mockData(AdminUpdateImageAssetDocument, {
    variables: { id: canola.id, input },
    data: {
      updateImageAsset: {
        __typename: 'UpdateImageAssetPayload',
        imageAsset: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'name'],
            message: 'Name is required',
            code: 'REQUIRED',
          },
        ],
      },
    },
  });
}

export function deleteMock(id: string) {
  return mockData(AdminDeleteImageAssetDocument, {
    variables: { id },
    data: {
      deleteImageAsset: { __typename: 'DeleteImageAssetPayload', deletedId: id, userErrors: [] },
    },
  });
}
