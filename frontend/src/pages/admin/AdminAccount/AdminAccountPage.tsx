import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useMutation } from '@apollo/client/react';
import { useToast } from 'ui-kit';
import {
  MIN_PASSWORD_LENGTH,
  ROLE_LABELS,
  useAdminSession,
  useRequestFailed,
} from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminChangePasswordDocument,
  AdminSessionsDocument,
} from '../../../graphql/generated/admin-account/graphql';
import { ChangePasswordForm, type PasswordChange } from './ChangePasswordForm';
import { ApiTokensPanel } from './ApiTokensPanel';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';
import './AdminAccount.css';

export const PASSWORD_CHANGED = {
  title: 'Password Changed',
  description: 'Every other session has been signed out; this one goes on.',
};

/**
 * /admin/account ("My Account"), for every role: who is signed in and with which role, their
 * two-factor sign-in, their own password, their sessions (each can be ended, or all at once) and their personal API tokens. (Company settings are the owners' /admin/settings.)
 */
export function AdminAccountPage() {
  const session = useAdminSession();
  const toast = useToast();
  const [changePassword] = useMutation(AdminChangePasswordDocument);
  const report = useRequestFailed();

  const savePassword = async (input: PasswordChange) => {
    // The other sessions end with the old password: the Sessions list is read again.
    const answer = await changePassword({
      variables: { input },
      refetchQueries: [AdminSessionsDocument],
    }).catch((error: unknown) => {
      // A refused token ends the session, anything else is told.
      report(error);
      throw error;
    });
    const payload = answer.data?.changeAdminPassword;
    if (!payload || payload.userErrors.length > 0) {
      const error = userErrorsToFormError(payload?.userErrors ?? []);
      toast.error('Error', error.message || 'The request failed. Please try again.');
      throw error;
    }
    // The answer's Set-Cookie carries the new session: nothing for the page to keep.
    toast.success(PASSWORD_CHANGED.title, PASSWORD_CHANGED.description);
  };

  return (
    <>
      <AdminScreenHeader title="My Account" description="Your password and sessions." />
      <p className="admin-account__who">
        Signed in as <strong>{session.username}</strong>, role{' '}
        <strong>{ROLE_LABELS[session.role]}</strong>.
      </p>
      <section aria-label="Sign-in and sessions" className="admin-account">
        <TwoFactorPanel />
        <ChangePasswordForm minLength={MIN_PASSWORD_LENGTH} onSubmit={savePassword} />
        <SessionsPanel />
        {session.mustSetUpTwoFactor ? null : <ApiTokensPanel />}
      </section>
    </>
  );
}
