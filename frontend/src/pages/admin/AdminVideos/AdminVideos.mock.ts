import {
  AdminDeleteVideoCategoryDocument,
  AdminRestoreVideoVersionDocument,
  AdminUpdateVideoDocument,
  AdminVideoCategoriesDocument,
  AdminVideoDocument,
  AdminVideosDocument,
  type AdminVideoCategoryFieldsFragment,
  type AdminVideoFieldsFragment,
} from '../../../graphql/generated/admin-videos/graphql';
import { mockData, mockLoading, mockNetworkError } from '../../../test/mocks';
import { recordVersion } from '../test/recordVersion';

type Tab = AdminVideoCategoryFieldsFragment & { __typename: 'VideoCategory' };
type Row = AdminVideoFieldsFragment & { __typename: 'Video' };

export const features: Tab = {
  __typename: 'VideoCategory',
  id: '1',
  name: 'Product Features',
  sortOrder: 0,
  videoCount: 3,
};

export const testimonials: Tab = {
  __typename: 'VideoCategory',
  id: '3',
  name: 'Customer Testimonials',
  sortOrder: 1,
  videoCount: 1,
};

export const nanoSorb: Row = {
  __typename: 'Video',
  id: '10',
  title: 'NanoSorb Carrier Technology Explained',
  description: 'How nanoscale carriers deliver nutrients to roots and leaves.',
  url: 'https://www.youtube.com/watch?v=pE7nSorb01a',
  externalId: 'pE7nSorb01a',
  thumbnailUrl: '/images/videos/pE7nSorb01a.svg',
  isAvailable: true,
  categoryId: features.id,
  sortOrder: 0,
  version: 2,
};

export const canola: Row = {
  ...nanoSorb,
  id: '17',
  title: 'Canola Growers Near Vegreville',
  description: 'Two seasons of Elite Phos on a family grain farm.',
  url: 'https://www.youtube.com/watch?v=pE7vegCn07g',
  externalId: 'pE7vegCn07g',
  thumbnailUrl: '/images/videos/pE7vegCn07g.svg',
  isAvailable: false,
  categoryId: testimonials.id,
  version: 1,
};

export const categoriesMock = (tabs: readonly Tab[] = [features, testimonials]) =>
  mockData(AdminVideoCategoriesDocument, {
    data: { adminVideoCategories: [...tabs] },
    maxUsageCount: 5,
  });

export const categoriesLoadingMock = () => mockLoading(AdminVideoCategoriesDocument);

export const categoriesFailureMock = () =>
  mockNetworkError(AdminVideoCategoriesDocument, { error: new Error('Failed to fetch') });

export const videosMock = (category: Tab, rows: readonly Row[]) =>
  mockData(AdminVideosDocument, {
    variables: { categoryId: category.id, first: 25, search: null },
    data: {
      adminVideos: {
        __typename: 'VideoConnection',
        edges: rows.map((node) => ({
          __typename: 'VideoEdge' as const,
          cursor: `c${node.id}`,
          node,
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: rows.length,
      },
    },
  });

/** The two versions of nanoSorb: created "Coming Soon", then made available. */
export const nanoSorbVersions = [2, 1].map((version) =>
  recordVersion(
    version,
    { title: nanoSorb.title, isAvailable: String(version === 2), categoryId: features.id },
    version === 1 ? ['title', 'isAvailable', 'categoryId'] : ['isAvailable'],
  ),
);

export const oneMock = () =>
  mockData(AdminVideoDocument, {
    variables: { id: nanoSorb.id },
    data: { adminVideo: nanoSorb, recordVersions: nanoSorbVersions },
    maxUsageCount: 3,
  });

const draftOf = (row: Row) => ({
  title: row.title,
  description: row.description,
  url: row.url,
  thumbnailUrl: row.thumbnailUrl,
  isAvailable: row.isAvailable,
  categoryId: row.categoryId,
});

/** updateVideo refused: the link is not a YouTube or Vimeo address. */
export const refusedUpdateMock = (url: string) =>
  mockData(AdminUpdateVideoDocument, {
    variables: {
      id: nanoSorb.id,
      expectedVersion: nanoSorb.version,
      input: { ...draftOf(nanoSorb), url },
    },
    data: {
      updateVideo: {
        __typename: 'UpdateVideoPayload',
        video: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'url'],
            message:
              'Video link must be the address of a YouTube or Vimeo video, starting with https://',
            code: 'INVALID_FORMAT',
          },
        ],
      },
    },
  });

/** restoreVideoVersion of version 1: back to "Coming Soon", as version 3. */
export const restoreMock = () =>
  mockData(AdminRestoreVideoVersionDocument, {
    variables: { id: nanoSorb.id, expectedVersion: nanoSorb.version, version: 1 },
    data: {
      restoreVideoVersion: {
        __typename: 'RestoreVideoVersionPayload',
        video: { ...nanoSorb, isAvailable: false, version: 3 },
        userErrors: [],
      },
    },
  });

/** deleteVideoCategory refused: the tab holds videos. */
export const refusedCategoryDeleteMock = (tab: Tab) =>
  mockData(AdminDeleteVideoCategoryDocument, {
    variables: { id: tab.id },
    data: {
      deleteVideoCategory: {
        __typename: 'DeleteVideoCategoryPayload',
        deletedId: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: null,
            message: `This category holds ${tab.videoCount} videos: move or delete them first`,
            code: 'INVALID',
          },
        ],
      },
    },
  });
