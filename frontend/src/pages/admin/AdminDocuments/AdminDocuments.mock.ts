import {
  AdminCreateDocumentDocument,
  AdminDocumentDocument,
  AdminDocumentsDocument,
  type AdminDocumentFieldsFragment,
  type DocumentKind,
} from '../../../graphql/generated/admin-documents/graphql';
import { mockData, mockLoading, mockNetworkError } from '../../../test/mocks';

type Doc = AdminDocumentFieldsFragment & { __typename: 'DocumentFile' };

export const usCertificate: Doc = {
  __typename: 'DocumentFile',
  id: '1',
  kind: 'CERTIFICATE',
  title: 'US Approved Input Certificate',
  description: 'Approval of our organic inputs for use in the United States.',
  validUntil: '2025-02-21',
  updatedOn: null,
  fileUrl: '/documents/certificates/us-approved-input-certificate.pdf',
  sortOrder: 0,
  version: 1,
};

export const draftCertificate: Doc = {
  ...usCertificate,
  id: '9',
  title: 'Japanese Organic Certificate',
  description: 'Approval under the Japanese Agricultural Standard.',
  validUntil: null,
  fileUrl: '',
  sortOrder: 1,
};

export const fieldTrial: Doc = {
  ...usCertificate,
  id: '4',
  kind: 'FIELD_TRIAL',
  title: '2021 Conventional Field Trial Results: Wheat, Oats and Peas',
  description: 'Replicated strip trials at three sites in central Alberta.',
  validUntil: null,
  updatedOn: '2022-01-31',
  fileUrl: '/documents/field-trials/2021-conventional-field-trial-wheat-oats-peas.pdf',
};

const variables = (kind: DocumentKind) => ({ kind, first: 25, search: null });

export const kindMock = (kind: DocumentKind, rows: readonly Doc[]) =>
  mockData(AdminDocumentsDocument, {
    variables: variables(kind),
    data: {
      adminDocuments: {
        __typename: 'DocumentFileConnection',
        edges: rows.map((node) => ({
          __typename: 'DocumentFileEdge' as const,
          cursor: `c${node.id}`,
          node,
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: rows.length,
      },
    },
  });

export const loadingMock = () =>
  mockLoading(AdminDocumentsDocument, { variables: variables('CERTIFICATE') });

export const failureMock = () =>
  mockNetworkError(AdminDocumentsDocument, {
    variables: variables('CERTIFICATE'),
    error: new Error('Failed to fetch'),
  });

export const oneMock = (doc: Doc = usCertificate) =>
  mockData(AdminDocumentDocument, {
    variables: { id: doc.id },
    data: { adminDocument: doc, recordVersions: [] },
  });

/** createDocument refused: the date does not exist. */
export const refusedCreateMock = () =>
  mockData(AdminCreateDocumentDocument, {
    variables: {
      input: {
        kind: 'CERTIFICATE',
        title: 'Japanese Organic Certificate',
        description: 'Approval under the Japanese Agricultural Standard.',
        validUntil: null,
        updatedOn: null,
      },
    },
    data: {
      createDocument: {
        __typename: 'CreateDocumentPayload',
        document: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'title'],
            message: 'Title must be at most 200 characters',
            code: 'TOO_LONG',
          },
        ],
      },
    },
  });
