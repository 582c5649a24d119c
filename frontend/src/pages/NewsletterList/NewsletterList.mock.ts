import {
  NewsletterListNewslettersDocument,
  type NewsletterListNewslettersQuery,
} from '../../graphql/generated/graphql';
import { MAX_PAGE_SIZE } from '../../graphql/pagination';
import { svgImage } from '../../test/images';
import { mockData, mockNetworkError, type Answer } from '../../test/mocks';

type Newsletter = Answer<NewsletterListNewslettersQuery['newsletters']['edges'][number]['node']>;

/** The page the list asks for: the API's largest. */
const variables = { first: MAX_PAGE_SIZE };

/** The newsletters as the page of the connection the server answers. */
const page = (newsletters: Newsletter[]) => ({
  newsletters: {
    __typename: 'NewsletterConnection' as const,
    edges: newsletters.map((node) => ({ __typename: 'NewsletterEdge' as const, node })),
  },
});

const newsletter = (id: string, issue: string, title: string, hasPdf = true): Newsletter => ({
  __typename: 'Newsletter',
  id,
  title,
  date: `${issue}-15T18:00:00.000Z`,
  summary: `Summary of ${title}.`,
  imageUrl: `/images/newsletters/${issue}.svg`,
  image: svgImage(`/images/newsletters/${issue}.svg`),
  pdfUrl: hasPdf ? `/newsletters/${issue}.pdf` : '',
});

/** Newsletters as the API serves them (newest first), shuffled to show the page sorts them. */
export const newslettersData: Newsletter[] = [
  newsletter('3', '2026-03', 'Understanding Fertilizer Salt Index'),
  newsletter('2', '2026-02', 'Planning Your 2026 Fertility Program'),
  newsletter('7', '2026-10', 'Fall Fertility and Organic Matter'),
  newsletter('1', '2025-11', 'Year in Review: Lessons From the 2025 Season', false),
];

export const newsletterListMock = mockData(NewsletterListNewslettersDocument, {
  variables,
  data: page(newslettersData),
});

export const newsletterListEmptyMock = mockData(NewsletterListNewslettersDocument, {
  variables,
  data: page([]),
});

export const newsletterListErrorMock = mockNetworkError(NewsletterListNewslettersDocument, {
  variables,
  error: new Error('503: Service Unavailable'),
});
