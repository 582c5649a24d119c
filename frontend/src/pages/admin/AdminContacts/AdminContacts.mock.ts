import {
  AdminContactsDocument,
  AdminUpdateContactTriageDocument,
  type AdminContactsQuery,
  type ContactTriageInput,
  type UserErrorCode,
} from '../../../graphql/generated/admin-contacts/graphql';
import { mockData, mockErrors, mockNetworkError, type Answer } from '../../../test/mocks';
import { contactsVariables, NO_FILTERS, type ContactFilterValues } from './contactListFilters';

type ContactPage = Answer<NonNullable<AdminContactsQuery['contacts']>>;
type Contact = ContactPage['edges'][number]['node'];

/** The first page the screen asks for, with no filter set. */
const FIRST_PAGE = contactsVariables(NO_FILTERS);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    __typename: 'Contact',
    id: '1',
    name: 'Dale Kowalchuk',
    email: 'dale@example.com',
    phone: '780-555-0134',
    businessType: 'CROP_FARMING',
    message: 'Canola on 640 acres.\nLooking at a fall soil test.',
    createdAt: hoursAgo(3),
    status: 'NEW',
    handledAt: null,
    handledBy: null,
    note: null,
    version: 1,
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
    businessType: 'LIVESTOCK_FARMING',
    message: 'Do you deliver to Lloydminster?',
    createdAt: hoursAgo(26),
  }),
  contact({
    id: '3',
    name: 'Sam Olsen',
    email: 'sam@example.com',
    businessType: 'OTHER',
    message: 'Price list for NanoSorb please.',
    createdAt: hoursAgo(72),
    status: 'HANDLED',
    handledAt: '2026-03-04T21:02:00.000Z',
    handledBy: 'admin',
    note: 'Sent the price list by e-mail.',
    version: 3,
  }),
];

/** The fake cursor of a contact (the API's are opaque). */
export const cursorOf = (item: Contact) => `cursor-${item.id}`;

/** `contacts` as one page of the connection: more may follow it (`totalCount` of them all). */
export function contactsPage(
  contacts: Contact[],
  { hasNextPage = false, totalCount = contacts.length } = {},
): ContactPage {
  const last = contacts.at(-1);
  return {
    __typename: 'ContactConnection',
    totalCount,
    edges: contacts.map((node) => ({ __typename: 'ContactEdge', cursor: cursorOf(node), node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: last ? cursorOf(last) : null },
  };
}

/**
 * The server answers the first page with `contacts`, or with the page `after` a cursor (what
 * "Load more" asks for), for the list narrowed by `filters` (none by default); `hasNextPage` and
 * `totalCount` describe the rest of the list.
 */
export function contactsMock(
  contacts: Contact[] = sampleContacts,
  page: {
    after?: string;
    hasNextPage?: boolean;
    totalCount?: number;
    filters?: Partial<ContactFilterValues>;
    /** How many requests it answers (5 by default); the next mock of the same page then does. */
    uses?: number;
  } = {},
) {
  const { after, filters, uses = 5, ...rest } = page;
  return mockData(AdminContactsDocument, {
    variables: contactsVariables({ ...NO_FILTERS, ...filters }, after),
    data: {
      contacts: contactsPage(contacts, rest),
      company: {
        __typename: 'Company',
        name: 'Prairie Elite Agronomics',
        email: 'info@example.com',
      },
    },
    maxUsageCount: uses,
  });
}

export const contactsRefusedMock = mockErrors(AdminContactsDocument, {
  variables: FIRST_PAGE,
  errors: [
    {
      message: 'The token is invalid or has expired',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
});

/** "Load more" fails: the page after `after` never arrives. */
export function contactsNextPageErrorMock(after: string) {
  return mockNetworkError(AdminContactsDocument, {
    variables: contactsVariables(NO_FILTERS, after),
    error: new Error('Network down'),
  });
}

/** The server refuses a filter (a range that ends before it starts) with its message. */
export function contactsBadFilterMock(filters: Partial<ContactFilterValues>, message: string) {
  return mockErrors(AdminContactsDocument, {
    variables: contactsVariables({ ...NO_FILTERS, ...filters }),
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
  });
}

export const contactsErrorMock = mockNetworkError(AdminContactsDocument, {
  variables: FIRST_PAGE,
  error: new Error('Network down'),
  maxUsageCount: 5,
});

/** The answer a triage gets for `input` sent over the version of `item`: the message as saved. */
export function triageMock(item: Contact, input: ContactTriageInput, saved: Partial<Contact> = {}) {
  const handled = input.status === 'HANDLED';
  return mockData(AdminUpdateContactTriageDocument, {
    variables: { id: item.id, expectedVersion: item.version, input },
    data: {
      updateContactTriage: {
        __typename: 'UpdateContactTriagePayload',
        contact: {
          ...item,
          status: input.status,
          handledAt: handled ? (item.handledAt ?? new Date().toISOString()) : null,
          handledBy: handled ? (item.handledBy ?? 'admin') : null,
          note: input.note?.trim() || null,
          version: item.version + 1,
          ...saved,
        },
        userErrors: [],
      },
    },
  });
}

/** The API refuses a triage with one user error (a note too long, another admin's change). */
export function triageRefusedMock(
  item: Contact,
  input: ContactTriageInput,
  error: { field: string[] | null; message: string; code: UserErrorCode },
) {
  return mockData(AdminUpdateContactTriageDocument, {
    variables: { id: item.id, expectedVersion: item.version, input },
    data: {
      updateContactTriage: {
        __typename: 'UpdateContactTriagePayload',
        contact: null,
        userErrors: [{ __typename: 'UserError', ...error }],
      },
    },
  });
}
