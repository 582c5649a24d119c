import { AdminCurrentAdminDocument, AdminLoginDocument } from '../../../graphql/generated/graphql';

export const currentAdminMock = {
  request: { query: AdminCurrentAdminDocument },
  result: {
    data: { currentAdmin: { __typename: 'AdminIdentity' as const, id: '1', username: 'admin' } },
  },
};

export const currentAdminRefusedMock = {
  request: { query: AdminCurrentAdminDocument },
  result: {
    data: { currentAdmin: null },
    errors: [
      { message: 'The token is invalid or has expired', extensions: { code: 'UNAUTHENTICATED' } },
    ],
  },
};

export const currentAdminNetworkErrorMock = {
  request: { query: AdminCurrentAdminDocument },
  error: new Error('Failed to fetch'),
};

const credentials = { username: 'admin', password: 'prairie-dev-password' };

export function loginMock(token: string) {
  return {
    request: { query: AdminLoginDocument, variables: credentials },
    result: {
      data: {
        adminLogin: {
          __typename: 'AdminSession' as const,
          token,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          username: 'admin',
        },
      },
    },
  };
}

export const loginRefusedMock = {
  request: { query: AdminLoginDocument, variables: { ...credentials, password: 'wrong' } },
  result: {
    errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }],
  },
};

export const loginNetworkErrorMock = {
  request: { query: AdminLoginDocument, variables: credentials },
  error: new Error('Failed to fetch'),
};
