import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  /** Shortest new password the API accepts. */
  minLength: number;
  /**
   * Changes the password. A rejection with a FormSubmitError (the API's user errors) shows each
   * message under its field; success empties the form.
   */
  onSubmit: (change: PasswordChange) => Promise<void>;
}

interface Values extends PasswordChange {
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Current password, new password and its confirmation, with the strength rule said under the new
 * one. The rule itself is the API's: its messages show under the fields.
 */
export function ChangePasswordForm({ minLength, onSubmit }: ChangePasswordFormProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ currentPassword, newPassword }: Values) => {
    setSaving(true);
    try {
      await onSubmit({ currentPassword, newPassword });
      form.resetFields();
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={<h2 className="admin-card-title">Change password</h2>}>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        onFinish={(values) => void submit(values)}
        className="admin-account__password"
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" autoComplete="username" />
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: 'Current password is required' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          extra={`At least ${minLength} characters, not the username and not the current password. A few unrelated words make a strong one.`}
          rules={[{ required: true, message: 'New password is required' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Please type the new password again' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('The two new passwords are not the same')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <p className="admin-account__note">
          Changing the password signs the account out on every other device and browser.
        </p>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? 'Changing...' : 'Change Password'}
        </Button>
      </Form>
    </Card>
  );
}
