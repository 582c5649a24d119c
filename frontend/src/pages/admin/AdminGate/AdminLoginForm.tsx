import { Button, Form, Input } from 'antd';
import { Card, Typography } from 'ui-kit';

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface AdminLoginFormProps {
  pending: boolean;
  onSubmit: (credentials: AdminCredentials) => void;
}

/** Spec section 2: "Admin Access", Username and Password (both required), "Sign In". */
export function AdminLoginForm({ pending, onSubmit }: AdminLoginFormProps) {
  return (
    <Card className="admin-login">
      <Typography.Title level={1} className="admin-login__title">
        Admin Access
      </Typography.Title>
      <Form<AdminCredentials>
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        onFinish={(values) => onSubmit(values)}
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
    </Card>
  );
}
