import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AntdScope, Card, Typography, useToast } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { RouterLink } from '../../../app/RouterLink';
import { ADMIN_LINK_PAGES, ADMIN_PATH } from '../../../app/site-routes';
import { toFormError, withoutUserErrors } from '../../../graphql/errors';
import {
  AdminAcceptStaffInvitationDocument,
  AdminRequestPasswordResetDocument,
  AdminResetPasswordWithLinkDocument,
} from '../../../graphql/generated/admin-password-links/graphql';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';
import { SetPasswordForm } from './SetPasswordForm';
import '../admin.css';

const REQUEST_FAILED = 'The request failed. Please try again.';

/**
 * The token of an e-mailed link, read from the address's fragment (`#<token>`, never sent to a
 * server) and then moved into the history entry's state, so the address bar, a shared screen and
 * the browser's history list no longer show it (a reload still finds it). A link to the same page
 * without the token ("Ask for a new link") starts over. '' when there is none. (The admin is
 * rendered in the browser only, so reading the address while rendering is safe.)
 */
function useLinkToken(): string {
  const { pathname, hash, state } = useLocation();
  const navigate = useNavigate();
  const fromHash = hash.slice(1);
  const kept = (state as { linkToken?: unknown } | null)?.linkToken;
  useEffect(() => {
    if (fromHash) void navigate(pathname, { replace: true, state: { linkToken: fromHash } });
  }, [fromHash, pathname, navigate]);
  return fromHash || (typeof kept === 'string' ? kept : '');
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AntdScope>
      <PageMeta title={title} description={title} path={pathname} noindex />
      <main className="admin-center">{children}</main>
    </AntdScope>
  );
}

/** What a finished step says, with the way on (to sign in, or back to it). */
function Done({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="admin-login">
      <Typography.Title level={1} className="admin-login__title">
        {title}
      </Typography.Title>
      <div role="status">{children}</div>
    </Card>
  );
}

const signInLink = (label: string) => (
  <Typography.Paragraph>
    <RouterLink to={ADMIN_PATH}>{label}</RouterLink>
  </Typography.Paragraph>
);

/**
 * /admin/reset-password: without a token, the form that asks for a reset link by e-mail (its
 * answer never says whether the address has an account); with the e-mailed link's token, the form
 * that sets the new password, which signs the account out everywhere.
 */
export function AdminResetPasswordPage() {
  const token = useLinkToken();
  return <Page title="Reset Password">{token ? <NewPassword token={token} /> : <Ask />}</Page>;
}

function Ask() {
  const [form] = Form.useForm<{ email: string }>();
  const [ask, { loading }] = useMutation(AdminRequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toast = useToast();

  const submit = async ({ email }: { email: string }) => {
    try {
      const answer = await ask({ variables: { input: { email: email.trim() } } }).catch(
        (failure: unknown) => {
          throw toFormError(failure);
        },
      );
      withoutUserErrors(answer.data?.requestPasswordReset);
      setSentTo(email.trim());
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      if (Object.keys(fields).length > 0) showFieldErrors(form, error, ['email']);
      else toast.error('Error', (error as Error).message || REQUEST_FAILED);
    }
  };

  if (sentTo) {
    return (
      <Done title="Check Your E-mail">
        <Typography.Paragraph>
          If an admin account uses {sentTo}, a link to choose a new password is on its way. It works
          once, for one hour.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Nothing there after a few minutes? Check the spam folder, or ask an owner of the admin
          which address your account uses.
        </Typography.Paragraph>
        {signInLink('Back to sign in')}
      </Done>
    );
  }
  return (
    <Card className="admin-login">
      <Typography.Title level={1} className="admin-login__title">
        Reset Password
      </Typography.Title>
      <Typography.Paragraph>
        Enter the e-mail address of your admin account. We will send it a link to choose a new
        password.
      </Typography.Paragraph>
      <Form<{ email: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={loading}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="E-mail"
          name="email"
          rules={[
            { required: true, whitespace: true, message: 'Email is required' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      {signInLink('Back to sign in')}
    </Card>
  );
}

function NewPassword({ token }: { token: string }) {
  const [reset] = useMutation(AdminResetPasswordWithLinkDocument);
  const [username, setUsername] = useState<string | null>(null);
  const toast = useToast();
  if (username) {
    return (
      <Done title="Password Changed">
        <Typography.Paragraph>
          The password of {username} has been changed, and the account has been signed out on every
          device. Sign in with the new password.
        </Typography.Paragraph>
        {signInLink('Sign in')}
      </Done>
    );
  }
  return (
    <SetPasswordForm
      title="Choose a New Password"
      intro="Choose a new password for your admin account. Every device signed in to it will be signed out."
      submitLabel="Set Password"
      pendingLabel="Saving..."
      linkHelp={<RouterLink to={ADMIN_LINK_PAGES.resetPassword}>Ask for a new link</RouterLink>}
      onSubmit={async (password) => {
        const answer = await reset({ variables: { input: { token, password } } }).catch(
          (failure: unknown) => {
            const error = toFormError(failure);
            toast.error('Error', error.message || REQUEST_FAILED);
            throw error;
          },
        );
        setUsername(withoutUserErrors(answer.data?.resetPasswordWithLink).username);
      }}
    />
  );
}

/**
 * /admin/invitation: the page an invitation's link opens. The invited person chooses a password;
 * the account is then active, and they sign in with the username it shows.
 */
export function AdminInvitationPage() {
  const token = useLinkToken();
  const [accept] = useMutation(AdminAcceptStaffInvitationDocument);
  const [username, setUsername] = useState<string | null>(null);
  const toast = useToast();
  let content: ReactNode;
  if (username) {
    content = (
      <Done title="Welcome">
        <Typography.Paragraph>
          Your account is ready. Sign in with the username {username} and the password you chose.
        </Typography.Paragraph>
        {signInLink('Sign in')}
      </Done>
    );
  } else if (!token) {
    content = (
      <Done title="Accept Invitation">
        <Alert
          type="warning"
          showIcon
          title="This address holds no invitation."
          description="Open the link in your invitation e-mail, or ask an owner of the admin to send a new one."
        />
      </Done>
    );
  } else {
    content = (
      <SetPasswordForm
        title="Accept Invitation"
        intro="Choose a password for your admin account. You will sign in with it from now on."
        submitLabel="Accept Invitation"
        pendingLabel="Saving..."
        linkHelp="Ask an owner of the admin to send you a new invitation."
        onSubmit={async (password) => {
          const answer = await accept({ variables: { input: { token, password } } }).catch(
            (failure: unknown) => {
              const error = toFormError(failure);
              toast.error('Error', error.message || REQUEST_FAILED);
              throw error;
            },
          );
          setUsername(withoutUserErrors(answer.data?.acceptStaffInvitation).username);
        }}
      />
    );
  }
  return <Page title="Accept Invitation">{content}</Page>;
}
