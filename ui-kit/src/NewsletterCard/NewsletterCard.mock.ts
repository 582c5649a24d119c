import { BROKEN_IMAGE_URL, LONG_TEXT } from '../test/mockImages';
import { coverImage } from '../test/siteImages';
import type { NewsletterCardNewsletter } from './NewsletterCard';

/** The latest edition as the site shows it (backend/src/modules/newsletters/newsletter.seed-data.ts). */
export const newsletterMock: NewsletterCardNewsletter = {
  id: 12,
  title: 'Fall Fertility and Organic Matter',
  // Mid-month, mid-day UTC, as the seed dates them: the same month in every North American zone.
  date: '2026-10-15T18:00:00.000Z',
  summary:
    'Fall is the best time to rebuild organic matter. We look at Carbon Rebuild on eroded knolls and how cover crops fit a short prairie season.',
  imageUrl: coverImage('2026-10').url,
  image: coverImage('2026-10'),
  pdfUrl: '/newsletters/2026-10.pdf',
};

/** The year in review went out without a PDF edition. */
export const newsletterWithoutPdfMock: NewsletterCardNewsletter = {
  id: 13,
  title: 'Year in Review: Lessons From the 2025 Season',
  date: '2025-11-15T18:00:00.000Z',
  summary:
    'A dry June, a wet August and an early frost: what our consultants learned from walking hundreds of fields across Alberta and Saskatchewan this year.',
  imageUrl: coverImage('2025-11').url,
  image: coverImage('2025-11'),
  pdfUrl: '',
};

export const longNewsletterMock: NewsletterCardNewsletter = {
  ...newsletterMock,
  title: 'Fall Soil Sampling, Residue Management and Nitrogen Planning for the Next Season',
  summary: LONG_TEXT,
};

export const brokenImageNewsletterMock: NewsletterCardNewsletter = {
  ...newsletterMock,
  imageUrl: BROKEN_IMAGE_URL,
  image: null,
};
