import type { MockLink } from '@apollo/client/testing';
import {
  NewsletterListNewslettersDocument,
  type NewsletterListNewslettersQuery,
} from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';

type Newsletter = NewsletterListNewslettersQuery['newsletters'][number];

const newsletter = (id: string, issue: string, title: string, hasPdf = true): Newsletter => ({
  __typename: 'Newsletter',
  id,
  title,
  date: `${issue}-15T18:00:00.000Z`,
  summary: `Summary of ${title}.`,
  imageUrl: `/images/newsletters/${issue}.svg`,
  image: svgImage(`/images/newsletters/${issue}.svg`, 800, 450),
  pdfUrl: hasPdf ? `/newsletters/${issue}.pdf` : '',
});

/** Newsletters as the API serves them (newest first), shuffled to show the page sorts them. */
export const newslettersData: Newsletter[] = [
  newsletter('3', '2026-03', 'Understanding Fertilizer Salt Index'),
  newsletter('2', '2026-02', 'Planning Your 2026 Fertility Program'),
  newsletter('7', '2026-10', 'Fall Fertility and Organic Matter'),
  newsletter('1', '2025-11', 'Year in Review: Lessons From the 2025 Season', false),
];

export const newsletterListMock: MockLink.MockedResponse = {
  request: { query: NewsletterListNewslettersDocument },
  result: { data: { newsletters: newslettersData } },
};

export const newsletterListEmptyMock: MockLink.MockedResponse = {
  request: { query: NewsletterListNewslettersDocument },
  result: { data: { newsletters: [] } },
};

export const newsletterListErrorMock: MockLink.MockedResponse = {
  request: { query: NewsletterListNewslettersDocument },
  error: new Error('503: Service Unavailable'),
};
