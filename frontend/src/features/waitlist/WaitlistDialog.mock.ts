import {
  JoinWaitlistDocument,
  WaitlistConsentWordingDocument,
  type JoinWaitlistMutation,
  type WaitlistConsentWordingQuery,
} from '../../graphql/generated/waitlist/graphql';
import { mockData, type AnswerData } from '../../test/mocks';

/** The waitlist's wording as the server words it (backend consent-wording.ts). */
export const waitlistWordingMock: AnswerData<WaitlistConsentWordingQuery> = {
  waitlistConsentWording: {
    __typename: 'ConsentWording',
    version: 'farmops-waitlist-2026-11',
    text: 'Prairie Elite Agronomics (info@example.com, 1-888-555-0199) will e-mail you about FarmOps Manager: when early access opens and when the app launches. Joining the waitlist does not subscribe you to our newsletter. We write only after you confirm your address, and you can leave the waitlist or unsubscribe at any time with the link in every e-mail.',
  },
};

export const waitlistWordingVariables = { waitlist: 'FARMOPS_MANAGER' as const };

/** Answers the wording query. */
export const mockWaitlistWording = () =>
  mockData(WaitlistConsentWordingDocument, {
    variables: waitlistWordingVariables,
    data: waitlistWordingMock,
    maxUsageCount: 10,
  });

/** The server's answer to a join: its message is the text the visitor reads. */
export const joinedMock: AnswerData<JoinWaitlistMutation> = {
  joinWaitlist: {
    __typename: 'JoinWaitlistPayload',
    message:
      'Almost there: check your inbox and confirm your address to join the FarmOps Manager waitlist.',
    userErrors: [],
  },
};

/** What the dialog sends for grower@example.com from /apps. */
export const joinVariables = {
  input: {
    email: 'grower@example.com',
    waitlist: 'FARMOPS_MANAGER' as const,
    consentVersion: 'farmops-waitlist-2026-11',
    page: '/apps',
  },
};

export const mockJoined = () =>
  mockData(JoinWaitlistDocument, { variables: joinVariables, data: joinedMock });
