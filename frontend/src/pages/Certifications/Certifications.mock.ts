import {
  CertificationsCardsDocument,
  type CertificationsCardsQuery,
} from '../../graphql/generated/graphql';
import { mockData, mockNetworkError, type Answer } from '../../test/mocks';

type Card = Answer<CertificationsCardsQuery['certificationCards'][number]>;

const card = (id: string, title: string, validUntil: string, subtypes: string[] = []): Card => ({
  __typename: 'CertificationCard',
  id,
  title,
  description: `About ${title}.`,
  validUntil,
  // As the API judges it on a day in 2026: "valid until 2025" has passed.
  expired: validUntil < '2026',
  expandable: subtypes.length > 0,
  subtypes: subtypes.map((name, index) => ({
    __typename: 'CertificationSubtype',
    id: `${id}-${index}`,
    name,
    description: `${name} approval.`,
    available: true,
  })),
});

/** The four cards as the API serves them, in the spec's order. */
export const certificationCardsData: Card[] = [
  card('1', 'ISO 9001:2015', '2026'),
  card('2', 'Organic Input Materials', '2025', [
    'OMRI',
    'EU organic',
    'USDA NOP',
    'Japanese standard',
    'Canada Organic Regime',
  ]),
  card('3', 'Good Laboratory Practice', '2025'),
  card('4', 'Agricultural Inputs Registration', '2026', ['CFIA', 'Saskatchewan']),
];

export const certificationsMock = mockData(CertificationsCardsDocument, {
  data: { certificationCards: certificationCardsData },
});

export const certificationsEmptyMock = mockData(CertificationsCardsDocument, {
  data: { certificationCards: [] },
});

export const certificationsErrorMock = mockNetworkError(CertificationsCardsDocument, {
  error: new Error('500: Internal Server Error'),
});
