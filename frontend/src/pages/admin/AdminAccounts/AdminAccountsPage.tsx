import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useToast } from 'ui-kit';
import { RecordTable } from 'ui-kit/admin';
import { lazyComponent } from '../../../app/lazyComponent';
import { ROLE_LABELS, useAdminSession, useRequestFailed } from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminInviteStaffAccountDocument,
  AdminResendStaffInvitationDocument,
  AdminStaffAccountsDocument,
  AdminTurnOffStaffTwoFactorDocument,
  AdminUpdateStaffAccountDocument,
  type AdminStaffAccountFieldsFragment,
  type Role,
  type StaffAccountStatus,
} from '../../../graphql/generated/admin-accounts/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import type { AccountChanges } from './AccountEditor';
import type { Invitation } from './InviteDialog';

// The dialog and antd's Modal load when an account is first edited.
const AccountEditor = lazyComponent('src/pages/admin/AdminAccounts/AccountEditor.tsx', () =>
  import('./AccountEditor').then((m) => ({ default: m.AccountEditor })),
);

const InviteDialog = lazyComponent('src/pages/admin/AdminAccounts/InviteDialog.tsx', () =>
  import('./InviteDialog').then((m) => ({ default: m.InviteDialog })),
);

const TurnOffTwoFactorDialog = lazyComponent(
  'src/pages/admin/AdminAccounts/TurnOffTwoFactorDialog.tsx',
  () => import('./TurnOffTwoFactorDialog').then((m) => ({ default: m.TurnOffTwoFactorDialog })),
);

const SessionsDialog = lazyComponent('src/pages/admin/AdminAccounts/SessionsDialog.tsx', () =>
  import('./SessionsDialog').then((m) => ({ default: m.SessionsDialog })),
);

export const ACCOUNT_SAVED = 'Account Saved';
export const INVITATION_SENT = 'Invitation Sent';
export const TWO_FACTOR_RESET = 'Two-Factor Turned Off';

const STATUS_NAMES: Record<StaffAccountStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
};

type Account = AdminStaffAccountFieldsFragment;

/**
 * /admin/accounts (owners): the office's staff accounts with their roles and statuses; "Edit"
 * changes a person's name, address, role or status. Disabling ends the account's sessions at once.
 * "Invite Person" e-mails someone a link to choose their password; "Resend Invitation" sends an
 * invited person a new one (the earlier link stops working). "Sessions" lists where an active
 * person is signed in, each session of which the owner can end.
 */
export function AdminAccountsPage() {
  const session = useAdminSession();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminStaffAccountsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(AdminUpdateStaffAccountDocument);
  const [invite] = useMutation(AdminInviteStaffAccountDocument);
  const [resend, { loading: resending }] = useMutation(AdminResendStaffInvitationDocument);
  const [turnOffTwoFactor] = useMutation(AdminTurnOffStaffTwoFactorDocument);
  const [resetting, setResetting] = useState<Account | null>(null);
  const [editing, setEditing] = useState<Account | null>(null);
  const [inviting, setInviting] = useState(false);
  const [viewingSessions, setViewingSessions] = useState<Account | null>(null);
  const report = useRequestFailed();
  const accounts = data?.staffAccounts ?? undefined;
  const roles = data?.staffRoles ?? [];

  const save = async (account: Account, changes: AccountChanges) => {
    const answer = await update({ variables: { input: { id: account.id, ...changes } } }).catch(
      (failure: unknown) => {
        report(failure);
        throw failure;
      },
    );
    const payload = answer.data?.updateStaffAccount;
    if (!payload?.account) {
      const refusal = userErrorsToFormError(payload?.userErrors ?? []);
      toast.error('Error', refusal.message || 'The request failed. Please try again.');
      throw refusal;
    }
    setEditing(null);
    toast.success(ACCOUNT_SAVED, `${payload.account.username} was saved.`);
    // One's own role changed: the menu and screens follow what the server now allows.
    if (payload.account.username === session.username) session.recheck();
  };

  const sendInvitation = async (invitation: Invitation) => {
    const answer = await invite({ variables: { input: invitation } }).catch((failure: unknown) => {
      report(failure);
      throw failure;
    });
    const payload = answer.data?.inviteStaffAccount;
    if (!payload?.account) {
      const refusal = userErrorsToFormError(payload?.userErrors ?? []);
      toast.error('Error', refusal.message || 'The request failed. Please try again.');
      throw refusal;
    }
    setInviting(false);
    // The new account joins the list (its place depends on the others: read again).
    void refetch();
    toast.success(
      INVITATION_SENT,
      `${invitation.email} was sent an invitation. It works for 7 days.`,
    );
  };

  const sendAgain = async (account: Account) => {
    try {
      const payload = (await resend({ variables: { id: account.id } })).data?.resendStaffInvitation;
      if (payload?.account) {
        toast.success(
          INVITATION_SENT,
          `${account.email ?? account.username} was sent a new invitation.`,
        );
      } else {
        toast.error(
          'Error',
          payload?.userErrors[0]?.message ?? 'The request failed. Please try again.',
        );
      }
    } catch (failure) {
      report(failure);
    }
  };

  const resetTwoFactor = async (account: Account) => {
    setResetting(null);
    try {
      const payload = (await turnOffTwoFactor({ variables: { id: account.id } })).data
        ?.turnOffStaffTwoFactor;
      if (payload?.account) {
        toast.success(
          TWO_FACTOR_RESET,
          `${account.username} signs in with the password only until they set it up again.`,
        );
      } else {
        toast.error('Error', payload?.userErrors[0]?.message ?? 'The request failed.');
      }
    } catch (failure) {
      report(failure);
    }
  };

  return (
    <>
      <AdminScreenHeader
        title="Accounts"
        description="The office's staff accounts and their roles."
      >
        <Button type="primary" onClick={() => setInviting(true)}>
          Invite Person
        </Button>
      </AdminScreenHeader>
      <RecordTable<Account>
        label="Staff accounts"
        noun="accounts"
        page={{ rows: accounts, total: accounts?.length ?? 0, hasMore: false }}
        loading={loading}
        error={error}
        loadingLabel="Loading the accounts..."
        empty={{ title: 'No accounts' }}
        failure="Failed to load the accounts"
        onRetry={() => void refetch()}
        onLoadMore={() => Promise.resolve()}
        columns={[
          {
            title: 'Account',
            dataIndex: 'username',
            render: (username: string, row) => (
              <>
                <strong>{row.name ?? username}</strong>
                {row.name ? <div>{username}</div> : null}
              </>
            ),
          },
          { title: 'E-mail', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
          { title: 'Role', dataIndex: 'role', render: (role: Role) => ROLE_LABELS[role] },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: StaffAccountStatus) => STATUS_NAMES[status],
          },
          {
            title: 'Two-factor',
            dataIndex: 'twoFactorEnabled',
            render: (on: boolean) => (on ? 'On' : 'Off'),
          },
          {
            title: 'Last sign-in',
            dataIndex: 'lastSignInAt',
            render: (at: string | null) => (at ? edmontonDateTime(at) : 'Never'),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <div className="admin-accounts__actions">
                <Button onClick={() => setEditing(row)} aria-label={`Edit ${row.username}`}>
                  Edit
                </Button>
                {row.status === 'INVITED' ? (
                  <Button
                    onClick={() => void sendAgain(row)}
                    disabled={resending}
                    aria-label={`Resend the invitation of ${row.username}`}
                  >
                    Resend Invitation
                  </Button>
                ) : null}
                {row.status === 'ACTIVE' ? (
                  <Button
                    onClick={() => setViewingSessions(row)}
                    aria-label={`Sessions of ${row.username}`}
                  >
                    Sessions
                  </Button>
                ) : null}
                {row.twoFactorEnabled ? (
                  <Button
                    onClick={() => setResetting(row)}
                    aria-label={`Turn off two-factor for ${row.username}`}
                  >
                    Turn Off Two-Factor
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {editing ? (
        <Suspense fallback={null}>
          <AccountEditor
            account={editing}
            roles={roles}
            onCancel={() => setEditing(null)}
            onSave={(changes) => save(editing, changes)}
          />
        </Suspense>
      ) : null}
      {resetting ? (
        <Suspense fallback={null}>
          <TurnOffTwoFactorDialog
            username={resetting.username}
            onConfirm={() => void resetTwoFactor(resetting)}
            onCancel={() => setResetting(null)}
          />
        </Suspense>
      ) : null}
      {viewingSessions ? (
        <Suspense fallback={null}>
          <SessionsDialog account={viewingSessions} onClose={() => setViewingSessions(null)} />
        </Suspense>
      ) : null}
      {inviting ? (
        <Suspense fallback={null}>
          <InviteDialog
            roles={roles}
            onCancel={() => setInviting(false)}
            onInvite={sendInvitation}
          />
        </Suspense>
      ) : null}
    </>
  );
}
