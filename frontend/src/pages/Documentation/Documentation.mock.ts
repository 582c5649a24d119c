import {
  DocumentationDocumentsDocument,
  type DocumentationDocumentsQuery,
  type DocumentKind,
} from '../../graphql/generated/graphql';
import { mockData, mockNetworkError, type Answer } from '../../test/mocks';

type DocumentFile = Answer<DocumentationDocumentsQuery['documents'][number]>;

const doc = (
  id: string,
  kind: DocumentKind,
  title: string,
  fileUrl: string,
  dates: { validUntil?: string; updatedOn?: string; productId?: string } = {},
): DocumentFile => ({
  __typename: 'DocumentFile',
  id,
  kind,
  title,
  description: `About ${title}.`,
  fileUrl,
  productId: dates.productId ?? null,
  validUntil: dates.validUntil ?? null,
  // As the API judges it on a day in 2026: the seeded certificates' 21 February 2025 has passed.
  expired: Boolean(dates.validUntil && dates.validUntil < '2026-01-01'),
  updatedOn: dates.updatedOn ?? null,
});

/** The documents of each tab as the API serves them (seed data; two safety data sheets). */
export const documentsByKind: Record<DocumentKind, DocumentFile[]> = {
  CERTIFICATE: [
    doc(
      '1',
      'CERTIFICATE',
      'US Approved Input Certificate',
      '/documents/certificates/us-approved-input-certificate.pdf',
      { validUntil: '2025-02-21' },
    ),
    doc(
      '2',
      'CERTIFICATE',
      'Canadian Approved Input Certificate',
      '/documents/certificates/canadian-approved-input-certificate.pdf',
      { validUntil: '2025-02-21' },
    ),
    doc(
      '3',
      'CERTIFICATE',
      'Approved Input List',
      '/documents/certificates/approved-input-list.pdf',
      { updatedOn: '2024-04-24' },
    ),
  ],
  FIELD_TRIAL: [
    doc(
      '4',
      'FIELD_TRIAL',
      '2021 Conventional Field Trial Results: Wheat, Oats and Peas',
      '/documents/field-trials/2021-conventional-field-trial-wheat-oats-peas.pdf',
      { updatedOn: '2022-01-31' },
    ),
  ],
  SAFETY_DATA_SHEET: [
    doc(
      '5',
      'SAFETY_DATA_SHEET',
      'Elite Phos Safety Data Sheet',
      '/documents/sds/elite-phos-sds.pdf',
      { updatedOn: '2024-01-15', productId: '1' },
    ),
    doc(
      '6',
      'SAFETY_DATA_SHEET',
      'Soil Booster Safety Data Sheet',
      '/documents/sds/soil-booster-sds.pdf',
      { updatedOn: '2024-01-15', productId: '2' },
    ),
  ],
};

export const documentsMock = (kind: DocumentKind) =>
  mockData(DocumentationDocumentsDocument, {
    variables: { kind },
    data: { documents: documentsByKind[kind] },
  });

/** Every tab's answer, for a page whose tabs are all opened. */
export const documentationMocks = [
  documentsMock('CERTIFICATE'),
  documentsMock('FIELD_TRIAL'),
  documentsMock('SAFETY_DATA_SHEET'),
];

export const documentsEmptyMock = (kind: DocumentKind) =>
  mockData(DocumentationDocumentsDocument, { variables: { kind }, data: { documents: [] } });

export const documentsErrorMock = (kind: DocumentKind) =>
  mockNetworkError(DocumentationDocumentsDocument, {
    variables: { kind },
    error: new Error('500: Internal Server Error'),
  });
