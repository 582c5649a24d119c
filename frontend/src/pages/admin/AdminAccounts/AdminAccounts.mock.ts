import {
  AdminInviteStaffAccountDocument,
  AdminResendStaffInvitationDocument,
  AdminTurnOffStaffTwoFactorDocument,
  type InviteStaffAccountInput,
  AdminStaffAccountsDocument,
  type AdminStaffAccountsQuery,
  AdminUpdateStaffAccountDocument,
  type UpdateStaffAccountInput,
} from '../../../graphql/generated/admin-accounts/graphql';
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
  twoFactorEnabled: false,
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
  twoFactorEnabled: false,
};

/** The roles as the server describes them (backend/src/modules/auth/roles.ts). */
export const staffRoles: Answer<AdminStaffAccountsQuery['staffRoles']> = [
  {
    __typename: 'StaffRole',
    role: 'OWNER',
    description: 'Everything, including accounts and settings.',
  },
  {
    __typename: 'StaffRole',
    role: 'EDITOR',
    description: 'Content and images; no accounts, no settings.',
  },
  {
    __typename: 'StaffRole',
    role: 'SUPPORT',
    description: 'Contact messages and subscribers (read, mark handled, export); no content.',
  },
];

export const staffAccountsMock = (accounts = [owner, editor]) =>
  mockData(AdminStaffAccountsDocument, { data: { staffAccounts: accounts, staffRoles } });

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

/** Someone invited who has not chosen a password yet. */
export const invitee: Account = {
  __typename: 'StaffAccount',
  id: '3',
  username: 'sam.grower@example.com',
  name: 'Sam Grower',
  email: 'sam.grower@example.com',
  role: 'SUPPORT',
  status: 'INVITED',
  lastSignInAt: null,
  twoFactorEnabled: false,
};

export const inviteMock = (
  input: InviteStaffAccountInput,
  invited: Account | null,
  errors: Refusal[] = [],
) =>
  mockData(AdminInviteStaffAccountDocument, {
    variables: { input },
    data: {
      inviteStaffAccount: {
        __typename: 'InviteStaffAccountPayload',
        account: invited,
        userErrors: errors.map(userError),
      },
    },
  });

export const resendMock = (account: Account) =>
  mockData(AdminResendStaffInvitationDocument, {
    variables: { id: account.id },
    data: {
      resendStaffInvitation: {
        __typename: 'ResendStaffInvitationPayload',
        account,
        userErrors: [],
      },
    },
  });

export const turnOffTwoFactorMock = (account: Account) =>
  mockData(AdminTurnOffStaffTwoFactorDocument, {
    variables: { id: account.id },
    data: {
      turnOffStaffTwoFactor: {
        __typename: 'TurnOffStaffTwoFactorPayload',
        account: { ...account, twoFactorEnabled: false },
        userErrors: [],
      },
    },
  });
