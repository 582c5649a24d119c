import {
  AdminRestoreTechnologyVersionDocument,
  AdminTechnologiesDocument,
  AdminTechnologyDocument,
  AdminUpdateTechnologyDocument,
  type AdminTechnologyQuery,
} from '../../../graphql/generated/admin-technology/graphql';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../../test/mocks';
import { assetsMock } from '../AdminImages/AdminImages.mock';

type Entry = NonNullable<Answer<AdminTechnologyQuery['adminTechnology']>>;
type Version = Answer<AdminTechnologyQuery['recordVersions']>[number];

export const nanosorb: Entry = {
  __typename: 'TechnologyContent',
  id: '4',
  key: 'nanosorb',
  name: 'NanoSorb',
  title: 'NanoSorb Technology',
  shortDescription: 'A nanoscale carrier technology.',
  summary: 'NanoSorb holds nutrients on very small carriers.',
  fullDescription: ['A large share of applied fertilizer never reaches the crop.'],
  steps: [
    { __typename: 'TechnologyStep', title: 'Load the carrier', text: 'Nutrients are bound.' },
  ],
  images: ['/images/technology/nanosorb.svg'],
  imageAlts: ['Nanoscale carriers around a root hair'],
  benefits: ['Lower application rates for the same result'],
  applications: ['Fertigation in irrigated crops'],
  developerQuote: 'A fertilizer is only as good as the share the crop takes up.',
  relatedProducts: [{ __typename: 'RelatedProduct', name: 'Elite Phos' }],
  version: 2,
};

const listVariables = (search: string | null) => ({ first: 25, search });

export const listMock = (rows: readonly Entry[], search: string | null = null) =>
  mockData(AdminTechnologiesDocument, {
    variables: listVariables(search),
    data: {
      adminTechnologies: {
        __typename: 'TechnologyContentConnection',
        edges: rows.map(({ id, key, name, title, version }) => ({
          __typename: 'TechnologyContentEdge' as const,
          cursor: `c${id}`,
          node: { __typename: 'TechnologyContent' as const, id, key, name, title, version },
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: rows.length,
      },
    },
  });

export const loadingMock = () =>
  mockLoading(AdminTechnologiesDocument, { variables: listVariables(null) });

export const failureMock = () =>
  mockNetworkError(AdminTechnologiesDocument, {
    variables: listVariables(null),
    error: new Error('Failed to fetch'),
  });

const version = (number: number, title: string): Version => ({
  __typename: 'RecordVersion',
  id: String(100 + number),
  version: number,
  author: 'admin',
  createdAt: '2026-11-25T20:02:00.000Z',
  changedFields: number === 1 ? ['name', 'title'] : ['title'],
  values: [{ __typename: 'VersionFieldValue', name: 'title', value: title }],
});

export const oneMock = () =>
  mockData(AdminTechnologyDocument, {
    variables: { id: nanosorb.id },
    data: {
      adminTechnology: nanosorb,
      recordVersions: [version(2, nanosorb.title), version(1, 'NanoSorb')],
      products: [{ __typename: 'Product', id: '1', name: 'Elite Phos' }],
    },
  });

/** The image manager, empty: the entry's own images stay choosable. */
export const imagesMock = () => assetsMock([]);

/** The input the editor sends for `nanosorb` with another title and step title. */
const editedInput = (title: string, stepTitle: string) => ({
  name: nanosorb.name,
  title,
  shortDescription: nanosorb.shortDescription,
  summary: nanosorb.summary,
  fullDescription: nanosorb.fullDescription,
  steps: [{ title: stepTitle, text: nanosorb.steps[0].text }],
  images: nanosorb.images,
  imageAlts: nanosorb.imageAlts,
  benefits: nanosorb.benefits,
  applications: nanosorb.applications,
  developerQuote: nanosorb.developerQuote,
  relatedProducts: ['Elite Phos'],
});

/** updateTechnology refused: the first step has no title. */
export const refusedUpdateMock = () =>
  mockData(AdminUpdateTechnologyDocument, {
    variables: {
      id: nanosorb.id,
      expectedVersion: 2,
      input: editedInput('NanoSorb, the carrier', ''),
    },
    data: {
      updateTechnology: {
        __typename: 'UpdateTechnologyPayload',
        technology: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'steps', '0', 'title'],
            message: 'Step title is required',
            code: 'REQUIRED',
          },
        ],
      },
    },
  });

/** restoreTechnologyVersion of version 1: the title it had then, as version 3. */
export const restoreMock = () =>
  mockData(AdminRestoreTechnologyVersionDocument, {
    variables: { id: nanosorb.id, expectedVersion: 2, version: 1 },
    data: {
      restoreTechnologyVersion: {
        __typename: 'RestoreTechnologyVersionPayload',
        technology: { ...nanosorb, title: 'NanoSorb', version: 3 },
        userErrors: [],
      },
    },
  });
