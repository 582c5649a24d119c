import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../features/admin';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';
import type {
  AdminStaffAccountFieldsFragment,
  AdminStaffAccountsQuery,
  Role,
  SettableAccountStatus,
} from '../../../graphql/generated/admin-accounts/graphql';

export interface AccountChanges {
  name: string | null;
  email: string | null;
  role: Role;
  status: SettableAccountStatus | null;
}

/** A role an account may have, with what it may do, as the server describes it (`staffRoles`). */
export type RoleChoice = NonNullable<AdminStaffAccountsQuery['staffRoles']>[number];

/**
 * The roles as the account dialogs offer them, each with what it may do in the server's words
 * ("Editor: Content and images; no accounts, no settings"): the server's role definition
 * (backend/src/modules/auth/roles.ts) is the one statement of it.
 */
export const roleOptions = (roles: readonly RoleChoice[]) =>
  roles.map(({ role, description }) => ({
    value: role,
    label: `${ROLE_LABELS[role]}: ${description.replace(/\.$/, '')}`,
  }));

const FIELDS = ['name', 'email', 'role', 'status'] as const;

interface Values {
  name: string;
  email: string;
  role: Role;
  status: SettableAccountStatus | 'INVITED';
}

export interface AccountEditorProps {
  account: AdminStaffAccountFieldsFragment;
  /** The roles it may be given (the server's `staffRoles`). */
  roles: readonly RoleChoice[];
  onCancel: () => void;
  /** Saves; a rejection with a FormSubmitError shows each message under its field. */
  onSave: (changes: AccountChanges) => Promise<void>;
}

/**
 * One account's name, address, role and status, in a dialog. The rules that need the other
 * accounts (an address used once, one active owner at least, not disabling oneself) are the
 * API's: their messages show under the fields.
 */
export function AccountEditor({ account, roles, onCancel, onSave }: AccountEditorProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ name, email, role, status }: Values) => {
    setSaving(true);
    try {
      await onSave({
        name: name.trim() || null,
        email: email.trim() || null,
        role,
        status: status === 'INVITED' ? null : status,
      });
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Edit ${account.username}`}
      okText="Save Account"
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={{
          name: account.name ?? '',
          email: account.email ?? '',
          role: account.role,
          status: account.status,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="Name" name="name">
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          extra="Where invitations and password resets go."
          rules={[{ type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={roleOptions(roles)} />
        </Form.Item>
        <Form.Item
          label="Status"
          name="status"
          extra="A disabled account cannot sign in, and its open sessions end at once."
        >
          <Select
            options={
              account.status === 'INVITED'
                ? [
                    { value: 'INVITED', label: 'Invited' },
                    { value: 'DISABLED', label: 'Disabled (withdraws the invitation)' },
                  ]
                : [
                    { value: 'ACTIVE', label: 'Active' },
                    { value: 'DISABLED', label: 'Disabled' },
                  ]
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
