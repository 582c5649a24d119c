import { AdminChangePasswordDocument } from '../../../graphql/generated/admin/graphql';
import { mockData } from '../../../test/mocks';
import { userError, type Refusal } from '../AdminSettings/AdminSettings.mock';
import { fakeToken } from '../test/fakeSession';

/** The token a successful password change answers. */
export const NEW_TOKEN = fakeToken(7200);

export const changePasswordMock = (currentPassword: string, newPassword: string) =>
  mockData(AdminChangePasswordDocument, {
    variables: { input: { currentPassword, newPassword } },
    data: {
      changeAdminPassword: {
        __typename: 'ChangeAdminPasswordPayload',
        session: {
          __typename: 'AdminSession',
          token: NEW_TOKEN,
          expiresAt: '2030-01-01T00:00:00.000Z',
          username: 'admin',
        },
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
        session: null,
        userErrors: errors.map(userError),
      },
    },
  });
