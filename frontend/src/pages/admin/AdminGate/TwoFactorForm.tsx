import { Button, Form, Input } from 'antd';
import { Card, fieldErrorEntries, Typography } from 'ui-kit';

export interface TwoFactorFormProps {
  pending: boolean;
  /** Sends the code; a rejection with a FormSubmitError shows its message under the field. */
  onSubmit: (code: string) => Promise<void> | void;
  /** Back to the username and password. */
  onCancel: () => void;
}

/**
 * The second step of a sign-in with two-factor: the 6-digit code of the authenticator app, or one
 * of the recovery codes.
 */
export function TwoFactorForm({ pending, onSubmit, onCancel }: TwoFactorFormProps) {
  const [form] = Form.useForm<{ code: string }>();
  const submit = async ({ code }: { code: string }) => {
    try {
      await onSubmit(code.trim());
    } catch (error) {
      const refused = fieldErrorEntries(error, ['code'] as const);
      form.setFields(refused);
      if (refused.length > 0) form.focusField('code');
    }
  };
  return (
    <Card className="admin-login">
      <Typography.Title level={1} className="admin-login__title">
        Two-Factor Sign-In
      </Typography.Title>
      <Typography.Paragraph>
        Enter the 6-digit code your authenticator app shows for this account, or one of your
        recovery codes.
      </Typography.Paragraph>
      <Form<{ code: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Authentication code"
          name="code"
          rules={[{ required: true, whitespace: true, message: 'Code is required' }]}
        >
          <Input autoComplete="one-time-code" inputMode="text" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? 'Verifying...' : 'Verify'}
        </Button>
      </Form>
      <Typography.Paragraph className="admin-login__help">
        <Button type="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </Typography.Paragraph>
    </Card>
  );
}
