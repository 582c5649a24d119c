import { AdminContactsDocument, type AdminContactsQuery } from '../../../graphql/generated/graphql';
import { mockData, mockErrors, mockNetworkError, type Answer } from '../../../test/mocks';

type Contact = Answer<NonNullable<AdminContactsQuery['contacts']>[number]>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    __typename: 'Contact',
    id: '1',
    name: 'Dale Kowalchuk',
    email: 'dale@example.com',
    phone: '780-555-0134',
    businessType: 'Crop Farming',
    message: 'Canola on 640 acres.\nLooking at a fall soil test.',
    createdAt: hoursAgo(3),
    ...overrides,
  };
}

export const sampleContacts: Contact[] = [
  contact(),
  contact({
    id: '2',
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '306-555-0188',
    businessType: 'Livestock Farming',
    message: 'Do you deliver to Lloydminster?',
    createdAt: hoursAgo(26),
  }),
  contact({
    id: '3',
    name: 'Sam Olsen',
    email: 'sam@example.com',
    businessType: 'Other',
    message: 'Price list for NanoSorb please.',
    createdAt: hoursAgo(72),
  }),
];

export function contactsMock(contacts: Contact[] = sampleContacts) {
  return mockData(AdminContactsDocument, {
    data: {
      contacts,
      company: {
        __typename: 'Company',
        name: 'Prairie Elite Agronomics',
        email: 'info@example.com',
      },
    },
    maxUsageCount: 5,
  });
}

export const contactsRefusedMock = mockErrors(AdminContactsDocument, {
  errors: [
    {
      message: 'The token is invalid or has expired',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
});

export const contactsErrorMock = mockNetworkError(AdminContactsDocument, {
  error: new Error('Network down'),
  maxUsageCount: 5,
});
