import {
  NewsletterConsentWordingDocument,
  type NewsletterConsentWordingQuery,
} from '../../graphql/generated/graphql';
import { mockData, type AnswerData } from '../../test/mocks';

/** The consent wording as the server words it (backend consent-wording.ts, version 2026-11). */
export const consentWordingMock: AnswerData<NewsletterConsentWordingQuery> = {
  newsletterConsentWording: {
    __typename: 'ConsentWording',
    version: '2026-11',
    text: 'Prairie Elite Agronomics (info@example.com, 1-888-555-0199) will e-mail you its monthly newsletter: soil and crop advice, product news and field trial results. We send it only after you confirm your address, and you can unsubscribe at any time with the link in every e-mail.',
  },
};

/** Answers the wording query (for the subscribe forms and the contact form). */
export const mockConsentWording = () =>
  mockData(NewsletterConsentWordingDocument, { data: consentWordingMock, maxUsageCount: 10 });
