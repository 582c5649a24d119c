import {
  AdminCurrentAdminDocument,
  AdminLoginDocument,
  AdminLoginTwoFactorDocument,
  AdminLogoutDocument,
  type Permission,
  type Role,
} from '../../../graphql/generated/admin/graphql';
import { mockData, mockErrors, mockNetworkError } from '../../../test/mocks';

const OWNER: { role: Role; permissions: Permission[] } = {
  role: 'OWNER',
  permissions: ['CONTENT', 'MESSAGES', 'ADMINISTRATION'],
};

export const currentAdminMock = mockData(AdminCurrentAdminDocument, {
  data: {
    currentAdmin: {
      __typename: 'AdminIdentity',
      id: '1',
      username: 'admin',
      ...OWNER,
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    },
  },
});

/** A signed-in editor: content only (backend/src/modules/auth/roles.ts). */
export const currentEditorMock = mockData(AdminCurrentAdminDocument, {
  data: {
    currentAdmin: {
      __typename: 'AdminIdentity',
      id: '2',
      username: 'editor',
      role: 'EDITOR',
      permissions: ['CONTENT'],
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    },
  },
});

export const currentAdminRefusedMock = mockErrors(AdminCurrentAdminDocument, {
  data: { currentAdmin: null },
  errors: [
    {
      message: 'The token is invalid or has expired',
      extensions: { code: 'UNAUTHENTICATED', sessionRefused: true },
    },
  ],
});

/** No session cookie came (a browser never signed in, or signed out). */
export const noSessionMock = mockErrors(AdminCurrentAdminDocument, {
  data: { currentAdmin: null },
  errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }],
});

export const currentAdminNetworkErrorMock = mockNetworkError(AdminCurrentAdminDocument, {
  error: new Error('Failed to fetch'),
});

const credentials = { username: 'admin', password: 'prairie-dev-password' };

/** Who signed in, as the sign-in mutations answer it (the session itself went into the cookie). */
const signedInAdmin = (mustSetUpTwoFactor = false, twoFactorEnabled = false) => ({
  __typename: 'AdminIdentity' as const,
  id: '1',
  username: 'admin',
  ...OWNER,
  twoFactorEnabled,
  mustSetUpTwoFactor,
});

export function loginMock() {
  return mockData(AdminLoginDocument, {
    variables: { input: credentials },
    data: {
      adminLogin: {
        __typename: 'AdminLoginPayload',
        admin: signedInAdmin(),
        twoFactorChallenge: null,
        userErrors: [],
      },
    },
  });
}

/** Wrong credentials are not a user error: UNAUTHENTICATED, never saying which part was wrong. */
export const loginRefusedMock = mockErrors(AdminLoginDocument, {
  variables: { input: { ...credentials, password: 'wrong' } },
  errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }],
});

/** A password of spaces passes the form's own check; the server answers a user error. */
export const loginBlankPasswordMock = mockData(AdminLoginDocument, {
  variables: { input: { ...credentials, password: '   ' } },
  data: {
    adminLogin: {
      __typename: 'AdminLoginPayload',
      admin: null,
      twoFactorChallenge: null,
      userErrors: [
        {
          __typename: 'UserError',
          field: ['input', 'password'],
          message: 'Password is required',
          code: 'REQUIRED',
        },
      ],
    },
  },
});

export const loginNetworkErrorMock = mockNetworkError(AdminLoginDocument, {
  variables: { input: credentials },
  error: new Error('Failed to fetch'),
});

/** Sign-out ended the session on the server; `onRequest` runs when the request arrives. */
export function logoutMock(onRequest?: () => void) {
  return mockData(AdminLogoutDocument, {
    data: () => {
      onRequest?.();
      return {
        adminLogout: { __typename: 'AdminLogoutPayload' as const, signedOut: true, userErrors: [] },
      };
    },
  });
}

/** The session was already refused (ended or timed out): the sign-out goes on. */
export const logoutRefusedMock = mockErrors(AdminLogoutDocument, {
  data: { adminLogout: null },
  errors: [
    {
      message: 'The token is invalid or has expired',
      extensions: { code: 'UNAUTHENTICATED', sessionRefused: true },
    },
  ],
});

export const logoutNetworkErrorMock = mockNetworkError(AdminLogoutDocument, {
  error: new Error('Failed to fetch'),
});

export const CHALLENGE = 'challenge.of.two-factor';

/** The right password of an account with two-factor: a challenge, no session. */
export const loginChallengeMock = mockData(AdminLoginDocument, {
  variables: { input: credentials },
  data: {
    adminLogin: {
      __typename: 'AdminLoginPayload',
      admin: null,
      twoFactorChallenge: CHALLENGE,
      userErrors: [],
    },
  },
});

export const WRONG_CODE =
  'That code is not right, or it was used already. Enter the newest code from your authenticator app, or a recovery code.';

export function twoFactorMock(code: string, accepted: boolean, mustSetUpTwoFactor = false) {
  return mockData(AdminLoginTwoFactorDocument, {
    variables: { input: { challenge: CHALLENGE, code } },
    data: {
      adminLoginTwoFactor: {
        __typename: 'AdminLoginTwoFactorPayload',
        admin: accepted ? signedInAdmin(mustSetUpTwoFactor, true) : null,
        userErrors: accepted
          ? []
          : [
              {
                __typename: 'UserError',
                field: ['input', 'code'],
                message: WRONG_CODE,
                code: 'INVALID',
              },
            ],
      },
    },
  });
}

/** Signed in while owners require two-factor and the account has none. */
export const currentAdminMustSetUpMock = mockData(AdminCurrentAdminDocument, {
  data: {
    currentAdmin: {
      __typename: 'AdminIdentity',
      id: '1',
      username: 'admin',
      ...OWNER,
      twoFactorEnabled: false,
      mustSetUpTwoFactor: true,
    },
  },
});
