import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Card, Typography } from 'ui-kit';
import { MIN_PASSWORD_LENGTH } from '../../../features/admin';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';

interface Values {
  password: string;
  confirm: string;
}

export interface SetPasswordFormProps {
  title: string;
  intro: string;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Sets the password. A rejection with a FormSubmitError shows its messages under the fields;
   * one on `token` (the link is used or expired) shows above the form, with `linkHelp`.
   */
  onSubmit: (password: string) => Promise<void>;
  /** What to do about a link that no longer works (a link to ask for a new one, or who to ask). */
  linkHelp: React.ReactNode;
}

/** A new password, typed twice, for an e-mailed link (an invitation or a password reset). */
export function SetPasswordForm({
  title,
  intro,
  submitLabel,
  pendingLabel,
  onSubmit,
  linkHelp,
}: SetPasswordFormProps) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const submit = async ({ password }: Values) => {
    setPending(true);
    setLinkProblem(null);
    try {
      await onSubmit(password);
    } catch (error) {
      const token = (error as { fieldErrors?: Record<string, string> }).fieldErrors?.token;
      if (token) setLinkProblem(token);
      else showFieldErrors(form, error, ['password']);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="admin-login">
      <Typography.Title level={1} className="admin-login__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      {linkProblem ? (
        <Alert
          type="error"
          showIcon
          className="admin-note"
          title={linkProblem}
          description={linkHelp}
          role="alert"
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="New password"
          name="password"
          extra={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`}
          rules={[
            { required: true, message: 'Password is required' },
            {
              min: MIN_PASSWORD_LENGTH,
              message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
            },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please type the password again' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('The two passwords differ')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Form>
    </Card>
  );
}
