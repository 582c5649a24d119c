import {
  AdminEndSessionDocument,
  AdminSessionsDocument,
  AdminSignOutEverywhereDocument,
} from '../../../graphql/generated/admin-account/graphql';
import { mockData, mockErrors } from '../../../test/mocks';

type Session = {
  __typename: 'BrowserSession';
  id: string;
  createdAt: string;
  lastSeenAt: string;
  address: string;
  userAgent: string;
  endsAt: string;
  current: boolean;
};

/** This browser: a laptop in the office. */
export const laptopSession: Session = {
  __typename: 'BrowserSession',
  id: '11',
  createdAt: '2026-11-26T15:00:00.000Z',
  lastSeenAt: '2026-11-26T16:30:00.000Z',
  address: '192.0.2.10',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  endsAt: '2026-11-26T18:30:00.000Z',
  current: true,
};

/** Another device: a phone out in the field. */
export const phoneSession: Session = {
  __typename: 'BrowserSession',
  id: '12',
  createdAt: '2026-11-26T13:00:00.000Z',
  lastSeenAt: '2026-11-26T14:05:00.000Z',
  address: '198.51.100.24',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  endsAt: '2026-11-26T16:05:00.000Z',
  current: false,
};

export const sessionsMock = (
  sessions: Session[] = [laptopSession],
  accountId: string | null = null,
) =>
  mockData(AdminSessionsDocument, {
    variables: { accountId },
    data: { adminSessions: sessions },
  });

export const sessionsErrorMock = () =>
  mockErrors(AdminSessionsDocument, {
    variables: { accountId: null },
    data: { adminSessions: null },
    errors: [{ message: 'Service unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  });

export const endSessionMock = (id: string) =>
  mockData(AdminEndSessionDocument, {
    variables: { id },
    data: {
      endAdminSession: { __typename: 'EndAdminSessionPayload', endedId: id, userErrors: [] },
    },
  });

export const signOutEverywhereMock = () =>
  mockData(AdminSignOutEverywhereDocument, {
    data: {
      signOutEverywhere: {
        __typename: 'SignOutEverywherePayload',
        signedOut: true,
        userErrors: [],
      },
    },
  });
