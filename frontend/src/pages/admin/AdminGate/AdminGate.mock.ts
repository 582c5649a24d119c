import { AdminCurrentAdminDocument, AdminLoginDocument } from '../../../graphql/generated/graphql';
import { mockData, mockErrors, mockNetworkError } from '../../../test/mocks';

export const currentAdminMock = mockData(AdminCurrentAdminDocument, {
  data: { currentAdmin: { __typename: 'AdminIdentity', id: '1', username: 'admin' } },
});

export const currentAdminRefusedMock = mockErrors(AdminCurrentAdminDocument, {
  data: { currentAdmin: null },
  errors: [
    { message: 'The token is invalid or has expired', extensions: { code: 'UNAUTHENTICATED' } },
  ],
});

export const currentAdminNetworkErrorMock = mockNetworkError(AdminCurrentAdminDocument, {
  error: new Error('Failed to fetch'),
});

const credentials = { username: 'admin', password: 'prairie-dev-password' };

export function loginMock(token: string) {
  return mockData(AdminLoginDocument, {
    variables: credentials,
    data: {
      adminLogin: {
        __typename: 'AdminSession',
        token,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        username: 'admin',
      },
    },
  });
}

export const loginRefusedMock = mockErrors(AdminLoginDocument, {
  variables: { ...credentials, password: 'wrong' },
  errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }],
});

export const loginNetworkErrorMock = mockNetworkError(AdminLoginDocument, {
  variables: credentials,
  error: new Error('Failed to fetch'),
});
