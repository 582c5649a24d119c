import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { Role } from '../../../graphql/generated/admin-accounts/graphql';
import { showFieldErrors } from '../../../features/admin/showFieldErrors';
import { roleOptions, type RoleChoice } from './AccountEditor';

export interface Invitation {
  name: string;
  email: string;
  role: Role;
}

const FIELDS = ['name', 'email', 'role'] as const;

export interface InviteDialogProps {
  /** The roles the person may be given (the server's `staffRoles`). */
  roles: readonly RoleChoice[];
  onCancel: () => void;
  /** Invites; a rejection with a FormSubmitError shows each message under its field. */
  onInvite: (invitation: Invitation) => Promise<void>;
}

/**
 * "Invite Person": a name, an e-mail address and a role. The invitation e-mail's link lets the
 * person choose a password; until then the account is "Invited" and cannot sign in.
 */
export function InviteDialog({ roles, onCancel, onInvite }: InviteDialogProps) {
  const [form] = Form.useForm<Invitation>();
  const [sending, setSending] = useState(false);

  const submit = async ({ name, email, role }: Invitation) => {
    setSending(true);
    try {
      await onInvite({ name: name.trim(), email: email.trim(), role });
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title="Invite Person"
      okText="Send Invitation"
      onOk={() => form.submit()}
      okButtonProps={{ loading: sending }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<Invitation>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={sending}
        initialValues={{ name: '', email: '', role: 'EDITOR' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          extra="The invitation goes here, and the person signs in with this address."
          rules={[
            { required: true, whitespace: true, message: 'Email is required' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={roleOptions(roles)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
