import { Button, Form, Input } from 'antd';
import { Card, fieldErrorEntries, Typography } from 'ui-kit';
import { RouterLink } from '../../../app/RouterLink';
import { ADMIN_LINK_PAGES } from '../../../app/site-routes';

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface AdminLoginFormProps {
  pending: boolean;
  /**
   * Signs in. A rejection with a FormSubmitError (the server's user errors) shows its messages
   * under the fields; the caller toasts every other outcome.
   */
  onSubmit: (credentials: AdminCredentials) => Promise<void> | void;
}

const FIELDS = ['username', 'password'] as const;

/**
 * Spec section 2: "Admin Access", Username and Password (both required), "Sign In". Below it, the
 * way to a reset link by e-mail (issue 25). The username field takes an account's e-mail address
 * too (an invited person's username is their address).
 */
export function AdminLoginForm({ pending, onSubmit }: AdminLoginFormProps) {
  const [form] = Form.useForm<AdminCredentials>();
  const submit = async (values: AdminCredentials) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The caller has toasted the failure; the fields it names show their messages.
      const refused = fieldErrorEntries(error, FIELDS);
      form.setFields(refused);
      if (refused.length > 0) form.focusField(refused[0].name);
    }
  };
  return (
    <Card className="admin-login">
      <Typography.Title level={1} className="admin-login__title">
        Admin Access
      </Typography.Title>
      <Form<AdminCredentials>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Username"
          name="username"
          rules={[{ required: true, whitespace: true, message: 'Username is required' }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Password is required' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
      <Typography.Paragraph className="admin-login__help">
        <RouterLink to={ADMIN_LINK_PAGES.resetPassword}>Forgot your password?</RouterLink>
      </Typography.Paragraph>
    </Card>
  );
}
