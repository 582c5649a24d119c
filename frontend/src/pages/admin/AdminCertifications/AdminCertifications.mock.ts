import {
  AdminCertificationCardDocument,
  AdminCertificationCardsDocument,
  AdminDeleteCertificationCardDocument,
  AdminUpdateCertificationCardDocument,
  type AdminCertificationCardFieldsFragment,
} from '../../../graphql/generated/admin-certifications/graphql';
import { mockData, mockLoading, mockNetworkError } from '../../../test/mocks';

type Fields = AdminCertificationCardFieldsFragment;
type Subtype = Fields['subtypes'][number] & { __typename: 'CertificationSubtype' };
type Card = Omit<Fields, 'subtypes'> & { __typename: 'CertificationCard'; subtypes: Subtype[] };

const subtype = (id: string, name: string, available = true): Subtype => ({
  __typename: 'CertificationSubtype',
  id,
  name,
  description: `${name} listing.`,
  available,
});

export const iso: Card = {
  __typename: 'CertificationCard',
  id: '1',
  title: 'ISO 9001:2015',
  description: 'Our quality management system is certified to ISO 9001:2015.',
  validUntil: '2026',
  expandable: false,
  sortOrder: 0,
  version: 1,
  subtypes: [],
};

export const organic: Card = {
  ...iso,
  id: '2',
  title: 'Organic Input Materials',
  description: 'Our organic products are approved for certified organic production.',
  validUntil: '2025',
  expandable: true,
  sortOrder: 1,
  subtypes: [subtype('11', 'OMRI'), subtype('12', 'USDA NOP', false)],
};

const variables = { first: 25, search: null };

export const listMock = (rows: readonly Card[]) =>
  mockData(AdminCertificationCardsDocument, {
    variables,
    data: {
      adminCertificationCards: {
        __typename: 'CertificationCardConnection',
        edges: rows.map((node) => ({
          __typename: 'CertificationCardEdge' as const,
          cursor: `c${node.id}`,
          node,
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: rows.length,
      },
    },
  });

export const loadingMock = () => mockLoading(AdminCertificationCardsDocument, { variables });

export const failureMock = () =>
  mockNetworkError(AdminCertificationCardsDocument, {
    variables,
    error: new Error('Failed to fetch'),
  });

export const oneMock = (card: Card = organic) =>
  mockData(AdminCertificationCardDocument, {
    variables: { id: card.id },
    data: { adminCertificationCard: card, recordVersions: [] },
  });

/** The organic card's input after its second subtype was moved up and its name cleared. */
export const refusedUpdateMock = () =>
  mockData(AdminUpdateCertificationCardDocument, {
    variables: {
      id: organic.id,
      expectedVersion: 1,
      input: {
        title: organic.title,
        description: organic.description,
        validUntil: organic.validUntil,
        expandable: true,
        subtypes: [
          { id: '12', name: '', description: 'USDA NOP listing.', available: false },
          { id: '11', name: 'OMRI', description: 'OMRI listing.', available: true },
        ],
      },
    },
    data: {
      updateCertificationCard: {
        __typename: 'UpdateCertificationCardPayload',
        certificationCard: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'subtypes', '0', 'name'],
            message: 'Subtype name is required',
            code: 'REQUIRED',
          },
        ],
      },
    },
  });

export const deleteMock = (card: Card = organic) =>
  mockData(AdminDeleteCertificationCardDocument, {
    variables: { id: card.id },
    data: {
      deleteCertificationCard: {
        __typename: 'DeleteCertificationCardPayload',
        deletedId: card.id,
        userErrors: [],
      },
    },
  });
