import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Typography, useToast } from 'ui-kit';
import { RecordTable } from 'ui-kit/admin';
import { lazyComponent } from '../../../app/lazyComponent';
import { PageMeta } from '../../../app/meta';
import { ROLE_LABELS, useAdminSession, useRequestFailed } from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminStaffAccountsDocument,
  AdminUpdateStaffAccountDocument,
  type AdminStaffAccountFieldsFragment,
  type Role,
  type StaffAccountStatus,
} from '../../../graphql/generated/admin/graphql';
import { MobileSignOut } from '../AdminGate/MobileSignOut';
import { edmontonDateTime } from '../AdminNewsletters/newsletterStates';
import type { AccountChanges } from './AccountEditor';

// The dialog and antd's Modal load when an account is first edited.
const AccountEditor = lazyComponent('src/pages/admin/AdminAccounts/AccountEditor.tsx', () =>
  import('./AccountEditor').then((m) => ({ default: m.AccountEditor })),
);

export const ACCOUNT_SAVED = 'Account Saved';

const STATUS_NAMES: Record<StaffAccountStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
};

type Account = AdminStaffAccountFieldsFragment;

/**
 * /admin/accounts (owners): the office's staff accounts with their roles and statuses; "Edit"
 * changes a person's name, address, role or status. Disabling ends the account's sessions at once.
 */
export function AdminAccountsPage() {
  const session = useAdminSession();
  const toast = useToast();
  const { pathname } = useLocation();
  const { data, loading, error, refetch } = useQuery(AdminStaffAccountsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(AdminUpdateStaffAccountDocument);
  const [editing, setEditing] = useState<Account | null>(null);
  const report = useRequestFailed();
  const accounts = data?.staffAccounts ?? undefined;

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

  return (
    <>
      <PageMeta
        title="Accounts"
        description="The office's staff accounts and their roles."
        path={pathname}
        noindex
      />
      <div className="admin-page__header">
        <Typography.Title level={1}>Accounts</Typography.Title>
        <MobileSignOut onClick={session.signOut} />
      </div>
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
            title: 'Last sign-in',
            dataIndex: 'lastSignInAt',
            render: (at: string | null) => (at ? edmontonDateTime(at) : 'Never'),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Button onClick={() => setEditing(row)} aria-label={`Edit ${row.username}`}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <Suspense fallback={null}>
          <AccountEditor
            account={editing}
            onCancel={() => setEditing(null)}
            onSave={(changes) => save(editing, changes)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
