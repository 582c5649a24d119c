import { Modal } from 'antd';

export interface TurnOffTwoFactorDialogProps {
  username: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An owner's confirmation before turning off another person's two-factor sign-in. */
export function TurnOffTwoFactorDialog({
  username,
  onConfirm,
  onCancel,
}: TurnOffTwoFactorDialogProps) {
  return (
    <Modal
      open
      title="Turn off two-factor sign-in?"
      okText="Turn Off Two-Factor"
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      For someone who lost both their phone and their recovery codes: {username} will sign in with
      the password only, until they set two-factor up again.
    </Modal>
  );
}
