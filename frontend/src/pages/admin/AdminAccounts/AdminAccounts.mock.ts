import {
  AdminStaffAccountsDocument,
  type AdminStaffAccountsQuery,
  AdminUpdateStaffAccountDocument,
  type UpdateStaffAccountInput,
} from '../../../graphql/generated/admin/graphql';
import { mockData, type Answer } from '../../../test/mocks';
import { userError, type Refusal } from '../AdminSettings/AdminSettings.mock';

type Account = Answer<NonNullable<AdminStaffAccountsQuery['staffAccounts']>[number]>;

/** The office's accounts: the first owner (made before names) and an editor. */
export const owner: Account = {
  __typename: 'StaffAccount',
  id: '1',
  username: 'admin',
  name: null,
  email: null,
  role: 'OWNER',
  status: 'ACTIVE',
  lastSignInAt: '2026-11-20T15:30:00.000Z',
};

export const editor: Account = {
  __typename: 'StaffAccount',
  id: '2',
  username: 'field-editor',
  name: 'Robin Field',
  email: 'robin.field@example.com',
  role: 'EDITOR',
  status: 'ACTIVE',
  lastSignInAt: null,
};

export const staffAccountsMock = (accounts = [owner, editor]) =>
  mockData(AdminStaffAccountsDocument, { data: { staffAccounts: accounts } });

export const updateAccountMock = (input: UpdateStaffAccountInput, saved: Account) =>
  mockData(AdminUpdateStaffAccountDocument, {
    variables: { input },
    data: {
      updateStaffAccount: {
        __typename: 'UpdateStaffAccountPayload',
        account: saved,
        userErrors: [],
      },
    },
  });

export const updateAccountRefusedMock = (input: UpdateStaffAccountInput, errors: Refusal[]) =>
  mockData(AdminUpdateStaffAccountDocument, {
    variables: { input },
    data: {
      updateStaffAccount: {
        __typename: 'UpdateStaffAccountPayload',
        account: null,
        userErrors: errors.map(userError),
      },
    },
  });
