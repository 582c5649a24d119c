import { BROKEN_IMAGE_URL, LONG_TEXT, mockImage } from '../test/mockImages';
import type { NewsletterCardNewsletter } from './NewsletterCard';

export const newsletterMock: NewsletterCardNewsletter = {
  id: 12,
  title: 'Spring Seeding: Phosphorus Placement on Cold Soils',
  date: '2024-03-01T00:00:00.000Z',
  summary:
    'Why seed-placed phosphorus pays on cold spring soils, and how much your canola can take.',
  imageUrl: mockImage('March 2024', '#b7cfa3', 800, 450),
  pdfUrl: '/newsletters/2024-03.pdf',
};

export const newsletterWithoutPdfMock: NewsletterCardNewsletter = {
  ...newsletterMock,
  id: 13,
  date: '2024-04-01T00:00:00.000Z',
  title: 'Salt Index and Seed Safety',
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
};
