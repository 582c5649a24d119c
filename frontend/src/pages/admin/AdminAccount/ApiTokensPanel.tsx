import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useToast } from 'ui-kit';
import { useAdminSession, useRequestFailed } from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminApiTokensDocument,
  AdminCreateApiTokenDocument,
  AdminRevokeApiTokenDocument,
  type Permission,
} from '../../../graphql/generated/admin-account/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';

/** What each permission lets a token do, as the office reads it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  CONTENT: 'Content and images',
  MESSAGES: 'Contact messages and subscribers',
  ADMINISTRATION: 'Settings and administration',
};

export const TOKEN_REVOKED = 'Token Revoked';

interface Values {
  name: string;
  permissions: Permission[];
}

/**
 * "API Tokens" on My Account: personal bearer tokens for scripts and the GraphQL explorer, each
 * named and given some of the role's permissions; the token is shown once after it is made.
 */
export function ApiTokensPanel() {
  const session = useAdminSession();
  const toast = useToast();
  const report = useRequestFailed();
  const { data, refetch } = useQuery(AdminApiTokensDocument, { fetchPolicy: 'network-only' });
  const [create, { loading: creating }] = useMutation(AdminCreateApiTokenDocument);
  const [revoke] = useMutation(AdminRevokeApiTokenDocument);
  const [form] = Form.useForm<Values>();
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);

  const submit = async (values: Values) => {
    try {
      const payload = (
        await create({ variables: { input: { ...values, name: values.name.trim() } } })
      ).data?.createApiToken;
      if (!payload?.token || !payload.apiToken) {
        throw userErrorsToFormError(payload?.userErrors ?? []);
      }
      setShown({ name: payload.apiToken.name, token: payload.token });
      form.resetFields();
      await refetch();
    } catch (error) {
      if (!showFieldErrors(form, error, ['name', 'permissions'])) report(error);
    }
  };

  const end = async (id: string, name: string) => {
    try {
      await revoke({ variables: { id } });
      await refetch();
      toast.success(TOKEN_REVOKED, `“${name}” no longer signs any request.`);
    } catch (error) {
      report(error);
    }
  };

  const tokens = data?.apiTokens ?? [];
  return (
    <Card title={<h2 className="admin-card-title">API Tokens</h2>}>
      <p>
        For a script or the GraphQL explorer at <code>/graphql</code>: send a token as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. It acts for your account with the
        permissions you give it, and stops when you revoke it or your account is disabled.
      </p>
      {shown ? (
        <Alert
          type="success"
          showIcon
          className="admin-note"
          title={`Your new token “${shown.name}”. Copy it now: it is not shown again.`}
          description={<code className="admin-api-tokens__token">{shown.token}</code>}
          closable={{ onClose: () => setShown(null), 'aria-label': 'Hide the token' }}
        />
      ) : null}
      {tokens.length > 0 ? (
        <ul className="admin-api-tokens" aria-label="Your API tokens">
          {tokens.map((token) => (
            <li key={token.id} className="admin-api-tokens__item">
              <div>
                <strong>{token.name}</strong>
                <div className="admin-account__note">
                  {token.permissions.map((p) => PERMISSION_LABELS[p]).join(', ')} · made{' '}
                  {edmontonDateTime(token.createdAt)} ·{' '}
                  {token.lastUsedAt
                    ? `last used ${edmontonDateTime(token.lastUsedAt)}`
                    : 'never used'}
                </div>
              </div>
              <Button
                danger
                onClick={() => void end(token.id, token.name)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : data ? (
        <p className="admin-account__note">No tokens yet.</p>
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={creating}
        initialValues={{ name: '', permissions: [...session.permissions] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Token name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        {/* No `required` rule: antd would put aria-required on the group's plain div (axe refuses
            it). The API answers "Choose at least one permission" under the field instead. */}
        <Form.Item label="Permissions" name="permissions">
          <Checkbox.Group
            options={session.permissions.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }))}
          />
        </Form.Item>
        <Button htmlType="submit" loading={creating}>
          Make Token
        </Button>
      </Form>
    </Card>
  );
}
