import { Modal } from 'antd';
import { SessionsList } from '../AdminAccount/SessionsList';

export interface SessionsDialogProps {
  account: { id: string; username: string };
  onClose: () => void;
}

/**
 * An owner's view of another person's browser sessions (Accounts → "Sessions"): where they are
 * signed in, each of which the owner can end at once (a lost laptop, a shared computer).
 */
export function SessionsDialog({ account, onClose }: SessionsDialogProps) {
  return (
    <Modal
      open
      title={`Sessions of ${account.username}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <SessionsList accountId={account.id} name={account.username} />
    </Modal>
  );
}
