import {
  NewsletterArticleDocument,
  type NewsletterArticleQuery,
} from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';
import { mockData, mockErrors, mockNetworkError, type Answer } from '../../test/mocks';

type Newsletter = Answer<NonNullable<NewsletterArticleQuery['newsletter']>>;

/** A newsletter as the API serves it; the body has a line of every kind. */
export const newsletterArticleData: Newsletter = {
  __typename: 'Newsletter',
  id: '7',
  title: 'Fall Fertility and Organic Matter',
  date: '2026-10-15T18:00:00.000Z',
  summary: 'Fall is the best time to rebuild organic matter.',
  imageUrl: '/images/newsletters/2026-10.svg',
  image: svgImage('/images/newsletters/2026-10.svg'),
  pdfUrl: '/newsletters/2026-10.pdf',
  content: [
    'Rebuilding Eroded Knolls',
    'Hilltops lose topsoil first and often yield half of the field average.',
    '',
    '• Spread Carbon Rebuild at 2 to 4 tonnes per acre',
    'Organic matter rose 0.4% in three years on our demonstration knoll.',
    'Coming soon: our Salt Index App',
    'Book Your Fall Consultation',
  ].join('\n'),
};

export const newsletterArticleMock = mockData(NewsletterArticleDocument, {
  variables: { id: '7' },
  data: { newsletter: newsletterArticleData },
});

export const newsletterWithoutPdfMock = mockData(NewsletterArticleDocument, {
  variables: { id: '4' },
  data: { newsletter: { ...newsletterArticleData, id: '4', pdfUrl: '' } },
});

/** The API's answer for an id no newsletter has. */
export const newsletterNotFoundMock = mockErrors(NewsletterArticleDocument, {
  variables: { id: '99999' },
  data: { newsletter: null },
  errors: [{ message: 'Newsletter not found', extensions: { code: 'NOT_FOUND' } }],
});

export const newsletterErrorMock = mockNetworkError(NewsletterArticleDocument, {
  variables: { id: '7' },
  error: new Error('502: Bad Gateway'),
});
