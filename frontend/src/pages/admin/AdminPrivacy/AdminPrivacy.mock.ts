import {
  AdminErasePersonalDataDocument,
  AdminPersonalDataDocument,
  type AdminPersonalDataQuery,
} from '../../../graphql/generated/admin-subscribers/graphql';
import { mockData, type Answer } from '../../../test/mocks';
import { consent, subscriber } from '../AdminSubscribers/AdminSubscribers.mock';

type Found = Answer<NonNullable<AdminPersonalDataQuery['personalData']>>;

export const PERSON = 'marie.tremblay@example.com';

/** Everything kept about PERSON: a subscription with two consents, a message, mail. */
export function personalData(overrides: Partial<Found> = {}): Found {
  const consents = [consent({ id: '41' }), consent({ id: '42', page: '/contact' })];
  return {
    __typename: 'PersonalData',
    email: PERSON,
    suppressed: false,
    historyMentions: 0,
    subscriber: subscriber({ id: '9', email: PERSON, consents }),
    consents,
    contacts: [
      {
        __typename: 'Contact',
        id: '5',
        name: 'Marie Tremblay',
        email: 'Marie.Tremblay@example.com',
        phone: '306-555-0188',
        businessType: 'LIVESTOCK_FARMING',
        message: 'Do you deliver to Lloydminster?',
        createdAt: '2026-03-04T16:00:00.000Z',
        status: 'NEW',
        note: null,
      },
    ],
    deliveries: [
      {
        __typename: 'MailDelivery',
        id: '7',
        kind: 'subscription-confirmation',
        recipient: PERSON,
        status: 'SENT',
        attempts: 1,
        lastError: null,
        createdAt: '2026-03-03T06:30:05.000Z',
        sentAt: '2026-03-03T06:30:07.000Z',
      },
    ],
    outboxMessages: [
      {
        __typename: 'OutboxMessage',
        id: '8',
        recipient: PERSON,
        replyTo: null,
        subject: 'Confirm your subscription to the Prairie Elite newsletter',
        text: 'Someone, probably you, asked…',
        createdAt: '2026-03-03T06:30:07.000Z',
      },
    ],
    ...overrides,
  };
}

export const erasedData = personalData({
  suppressed: true,
  subscriber: null,
  consents: [],
  contacts: [],
  deliveries: [],
  outboxMessages: [],
});

export const personalDataMock = (found: Found = personalData(), email = PERSON) =>
  mockData(AdminPersonalDataDocument, { variables: { email }, data: { personalData: found } });

export const eraseMock = () =>
  mockData(AdminErasePersonalDataDocument, {
    variables: { email: PERSON },
    data: {
      erasePersonalData: {
        __typename: 'ErasePersonalDataPayload',
        erased: {
          __typename: 'PersonalDataErasure',
          subscribers: 1,
          consents: 2,
          contacts: 1,
          deliveries: 1,
          outboxMessages: 1,
          historyEntries: 0,
        },
        userErrors: [],
      },
    },
  });
