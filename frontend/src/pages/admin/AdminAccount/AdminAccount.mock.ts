import {
  AdminApiTokensDocument,
  AdminChangePasswordDocument,
  AdminCreateApiTokenDocument,
  AdminRevokeApiTokenDocument,
  AdminConfirmTwoFactorSetupDocument,
  AdminStartTwoFactorSetupDocument,
  AdminTurnOffTwoFactorDocument,
} from '../../../graphql/generated/admin-account/graphql';
import { AdminCurrentAdminDocument } from '../../../graphql/generated/admin/graphql';
import { mockData } from '../../../test/mocks';
import { userError, type Refusal } from '../AdminSettings/AdminSettings.mock';

export const changePasswordMock = (currentPassword: string, newPassword: string) =>
  mockData(AdminChangePasswordDocument, {
    variables: { input: { currentPassword, newPassword } },
    data: {
      changeAdminPassword: {
        __typename: 'ChangeAdminPasswordPayload',
        userErrors: [],
      },
    },
  });

export const changePasswordRefusedMock = (
  currentPassword: string,
  newPassword: string,
  errors: Refusal[],
) =>
  mockData(AdminChangePasswordDocument, {
    variables: { input: { currentPassword, newPassword } },
    data: {
      changeAdminPassword: {
        __typename: 'ChangeAdminPasswordPayload',
        userErrors: errors.map(userError),
      },
    },
  });

/** `currentAdmin` as My Account's two-factor panel reads it. */
export const twoFactorStatusMock = (twoFactorEnabled: boolean, mustSetUpTwoFactor = false) =>
  mockData(AdminCurrentAdminDocument, {
    data: {
      currentAdmin: {
        __typename: 'AdminIdentity',
        id: '1',
        username: 'admin',
        role: 'OWNER',
        permissions: ['CONTENT', 'MESSAGES', 'ADMINISTRATION'],
        twoFactorEnabled,
        mustSetUpTwoFactor,
      },
    },
  });

export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const startSetupMock = () =>
  mockData(AdminStartTwoFactorSetupDocument, {
    data: {
      startTwoFactorSetup: {
        __typename: 'StartTwoFactorSetupPayload',
        setup: {
          __typename: 'TwoFactorSetup',
          secret: TOTP_SECRET,
          uri: `otpauth://totp/Prairie%20Elite%20Admin:admin?secret=${TOTP_SECRET}`,
          qrSvg:
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
        },
        userErrors: [],
      },
    },
  });

export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

export const confirmSetupMock = (code: string, errors: Refusal[] = []) =>
  mockData(AdminConfirmTwoFactorSetupDocument, {
    variables: { input: { code } },
    data: {
      confirmTwoFactorSetup: {
        __typename: 'ConfirmTwoFactorSetupPayload',
        recoveryCodes: errors.length ? null : RECOVERY_CODES,
        userErrors: errors.map(userError),
      },
    },
  });

export const turnOffMock = (password: string) =>
  mockData(AdminTurnOffTwoFactorDocument, {
    variables: { input: { password } },
    data: {
      turnOffTwoFactor: { __typename: 'TurnOffTwoFactorPayload', turnedOff: true, userErrors: [] },
    },
  });

type Token = {
  __typename: 'ApiToken';
  id: string;
  name: string;
  permissions: ('CONTENT' | 'MESSAGES' | 'ADMINISTRATION')[];
  createdAt: string;
  lastUsedAt: string | null;
};

export const spreadsheetToken: Token = {
  __typename: 'ApiToken',
  id: '7',
  name: 'Field trial sheet',
  permissions: ['CONTENT'],
  createdAt: '2026-11-20T15:30:00.000Z',
  lastUsedAt: null,
};

export const apiTokensMock = (tokens: Token[] = []) =>
  mockData(AdminApiTokensDocument, { data: { apiTokens: tokens } });

export const NEW_API_TOKEN = `pea_${'A'.repeat(43)}`;

export const createTokenMock = (name: string, permissions: Token['permissions']) =>
  mockData(AdminCreateApiTokenDocument, {
    variables: { input: { name, permissions } },
    data: {
      createApiToken: {
        __typename: 'CreateApiTokenPayload',
        token: NEW_API_TOKEN,
        apiToken: { ...spreadsheetToken, name, permissions },
        userErrors: [],
      },
    },
  });

export const revokeTokenMock = (id: string) =>
  mockData(AdminRevokeApiTokenDocument, {
    variables: { id },
    data: {
      revokeApiToken: { __typename: 'RevokeApiTokenPayload', revokedId: id, userErrors: [] },
    },
  });
